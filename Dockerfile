# campaignc in a slim image: the static binary of Scripts/release.sh on Debian 12.
#
#   docker build -t campaignc .
#   docker run --rm -v "$PWD:/work" campaignc validate            # the project in the current folder
#   docker run --rm -v "$PWD:/work" campaignc compile campaigns --output-dir out
#
# Stage 1 builds with the official Swift image (Debian 12, so the glibc the binary needs is the
# runtime's); stage 2 holds only the binary. Scripts/test-release.sh builds it with BUILD_DOCKER=1.
FROM swift:6.1-bookworm AS build
RUN apt-get update -q \
    && apt-get install -y -q --no-install-recommends libyaml-dev pkg-config binutils \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN Scripts/release.sh

FROM debian:bookworm-slim
# libstdc++ and libgcc_s are what the binary needs beyond glibc; slim images have them
# already (apt needs them), the line only makes it explicit.
RUN apt-get update -q \
    && apt-get install -y -q --no-install-recommends libstdc++6 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /src/dist/campaignc /usr/local/bin/campaignc
WORKDIR /work
ENTRYPOINT ["campaignc"]
CMD ["--help"]
