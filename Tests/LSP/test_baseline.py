"""The baseline a project file names (SPEC §3: `baseline:`), used by campaignc lsp as by the
commands, driven by a real LSP client (pygls / pytest-lsp) over stdio (SPEC §13.5)."""

import pathlib
import subprocess

from lsprotocol import types

from conftest import CAMPAIGNC, file_uri
from lsp_client import file_event, publications, server, start


def name_a_baseline(workspace: pathlib.Path) -> pathlib.Path:
    """The project file names ci/baseline.json, which records party.yaml's E201 (written by
    `campaignc validate --write-baseline`, which creates the file the project names)."""
    project = workspace / "campaignc.yaml"
    project.write_text(project.read_text(encoding="utf-8") + "baseline: ci/baseline.json\n", encoding="utf-8")
    (workspace / "ci").mkdir()
    baseline = workspace / "ci" / "baseline.json"
    subprocess.run([CAMPAIGNC, "validate", "--write-baseline", "ci/baseline.json"], cwd=workspace, capture_output=True, check=False)
    assert '"E201"' in baseline.read_text(encoding="utf-8")
    return baseline


def watched(client) -> list:
    """The glob patterns of each watched-files registration the server asked for."""
    return [[w["globPattern"] for w in r.register_options["watchers"]] for r in client.registrations]


async def test_the_project_files_baseline_hides_what_it_records_until_it_is_deleted(workspace):
    baseline = name_a_baseline(workspace)
    party = file_uri(workspace / "campaigns" / "party.yaml")
    async with server("--stdio") as client:
        await start(client, workspace, wait=0, watches=True)
        # The baselined E201 is not published; the baseline file is watched with the campaign files.
        assert client.published == []
        assert client.shown == []
        assert watched(client) == [["**/*.yaml", "**/*.yml", str(baseline)]]

        baseline.unlink()
        file_event(client, baseline, types.FileChangeType.Deleted)
        shown = (await publications(client, 1))[0]
        assert (shown.uri, [d.code for d in shown.diagnostics]) == (party, ["E201"])
        assert [(m.type, m.message) for m in client.shown] == [
            (
                types.MessageType.Error,
                f"campaignc: cannot read baseline '{baseline}' (named by `baseline:` in '{workspace / 'campaignc.yaml'}'): "
                "No such file or directory; diagnostics are shown without the baseline",
            )
        ]


async def test_no_baseline_publishes_what_the_project_files_baseline_records(workspace):
    name_a_baseline(workspace)
    async with server("--stdio", "--no-baseline") as client:
        await start(client, workspace, watches=True)
        published = client.published[0]
        assert (published.uri, [d.code for d in published.diagnostics]) == (file_uri(workspace / "campaigns" / "party.yaml"), ["E201"])
        assert client.shown == []
        assert watched(client) == [["**/*.yaml", "**/*.yml"]]
