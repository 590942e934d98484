# campaignc in a slim image: the static binary of Scripts/release.sh on Debian 12.
#
#   docker build -t campaignc .
#   docker run --rm -v "$PWD:/work" campaignc validate            # the project in the current folder
#   docker run --rm -v "$PWD:/work" campaignc compile campaigns --output-dir out
#
# Stage 1 builds with the official Swift image (Debian 12); stage 2 holds only the binary, a
# static executable with glibc inside. Scripts/test-release.sh builds it with BUILD_DOCKER=1.
FROM swift:6.1-bookworm AS build
RUN apt-get update -q \
    && apt-get install -y -q --no-install-recommends libyaml-dev pkg-config binutils \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN Scripts/release.sh

FROM debian:bookworm-slim
# The binary is a static executable: it needs no shared library, so nothing is installed.
COPY --from=build /src/dist/campaignc /usr/local/bin/campaignc
WORKDIR /work
ENTRYPOINT ["campaignc"]
CMD ["--help"]
