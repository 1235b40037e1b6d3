"""The prebuilt picklist for Bazel builds: the release's artifact bundle, fetched and checked.

WORKSPACE (Bazel 4 to 7; Bazel 8 with --enable_workspace):

    load("@picklist//bazel:repositories.bzl", "picklist_dependencies")

    picklist_dependencies(
        url = "https://github.com/<owner>/picklist/releases/download/0.1.0/picklist.artifactbundle.zip",
        sha256 = "<the release's checksum>",
    )

Under Bzlmod the `picklist` module extension (extensions.bzl) makes the same repository.

The repository, `@picklist_tool`, holds one file, `picklist`: the bundle's variant for the
machine Bazel runs on, picked by the target triples its info.json lists for each variant
(`x86_64-unknown-linux-gnu`, `aarch64-unknown-linux-gnu`, `x86_64-apple-macosx`,
`arm64-apple-macosx`), as SwiftPM picks it for the build plugin.
"""

# `uname -m` → the architecture of a target triple.
_ARCHITECTURES = {
    "x86_64": "x86_64",
    "amd64": "x86_64",
    "aarch64": "aarch64",
    "arm64": "aarch64",
}

def _fail(rctx, message):
    fail("picklist_bundle(name = \"%s\"): %s" % (rctx.name, message))

def _host_triple(rctx):
    """The target triple of the machine the repository is fetched on."""
    machine = rctx.execute(["uname", "-m"]).stdout.strip()
    architecture = _ARCHITECTURES.get(machine)
    os_name = rctx.os.name.lower()
    if architecture and os_name.startswith("linux"):
        return "%s-unknown-linux-gnu" % architecture
    if architecture and os_name.startswith("mac"):
        return "%s-apple-macosx" % ("arm64" if architecture == "aarch64" else architecture)
    _fail(rctx, "no picklist release runs on %s %s (the bundle has Linux x86_64 and aarch64, and macOS)" % (rctx.os.name, machine or "(uname -m failed)"))
    return None

def _url_list(rctx):
    return rctx.attr.urls + ([rctx.attr.url] if rctx.attr.url else [])

def _picklist_bundle_impl(rctx):
    urls = _url_list(rctx)
    if not urls:
        _fail(rctx, "give the url of the release's picklist.artifactbundle.zip")
    if not rctx.attr.sha256:
        _fail(rctx, "give the sha256 of %s (the release's checksum; `shasum -a 256` prints it)" % urls[0])
    rctx.download_and_extract(urls, output = "bundle", sha256 = rctx.attr.sha256, type = "zip")
    bundle = _bundle_folder_in(rctx, rctx.path("bundle"))
    info = json.decode(rctx.read(bundle.get_child("info.json")))
    artifact = info.get("artifacts", {}).get("picklist")
    if not artifact:
        _fail(rctx, "%s: the bundle's info.json has no artifact named picklist" % urls[0])
    triple = _host_triple(rctx)
    variants = artifact.get("variants", [])
    chosen = [variant for variant in variants if triple in variant.get("supportedTriples", [])]
    if not chosen:
        offered = sorted([t for variant in variants for t in variant.get("supportedTriples", [])])
        _fail(rctx, "%s has no picklist for this machine (%s); its variants run on %s" % (
            urls[0],
            triple,
            ", ".join(offered) or "nothing",
        ))
    path = chosen[0].get("path", "")
    if not path or path.startswith("/") or ".." in path.split("/"):
        _fail(rctx, "%s: the bundle's info.json names '%s' as the picklist for %s, not a path inside the bundle" % (urls[0], path, triple))
    binary = rctx.path("%s/%s" % (bundle, path))
    if not binary.exists:
        _fail(rctx, "%s: the bundle's info.json names %s, which the zip does not hold" % (urls[0], path))
    rctx.symlink(binary, "picklist")
    rctx.file("BUILD.bazel", """\
# The picklist of the release bundle for {triple} (picklist {version}).
exports_files(["picklist"], visibility = ["//visibility:public"])
""".format(triple = triple, version = artifact.get("version", "?")))

def _bundle_folder_in(rctx, root):
    """The `*.artifactbundle` folder under `root` that holds info.json."""
    if root.get_child("info.json").exists:
        return root
    for entry in root.readdir():
        if entry.basename.endswith(".artifactbundle") and entry.get_child("info.json").exists:
            return entry
    _fail(rctx, "%s holds no *.artifactbundle/info.json: it is not an artifact bundle" % _url_list(rctx)[0])
    return None

picklist_bundle = repository_rule(
    implementation = _picklist_bundle_impl,
    doc = "The host's picklist from a release's artifact bundle zip, checked against its sha256.",
    attrs = {
        "url": attr.string(doc = "Where the release's picklist.artifactbundle.zip is."),
        "urls": attr.string_list(doc = "Mirrors of it, tried in order (before url)."),
        "sha256": attr.string(doc = "The zip's SHA-256: the release's checksum.", mandatory = True),
    },
)

def picklist_dependencies(url = None, sha256 = None, urls = [], name = "picklist_tool"):
    """Declares `@picklist_tool`, the prebuilt picklist `picklist_swift` runs.

    Args:
        url: where the release's picklist.artifactbundle.zip is (https://, or file:// for a
            bundle built on the machine).
        sha256: the zip's SHA-256, the release's checksum; Bazel refuses a zip that differs.
        urls: mirrors, tried in order before `url`.
        name: the repository's name; `picklist_swift` uses `@picklist_tool` unless its `tool`
            says otherwise.
    """
    if native.existing_rule(name):
        return
    picklist_bundle(name = name, url = url, urls = urls, sha256 = sha256)
