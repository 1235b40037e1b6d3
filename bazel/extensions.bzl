"""The `picklist` module extension: the prebuilt picklist under Bzlmod (Bazel 7 and later).

    bazel_dep(name = "picklist", version = "0.1.0")

    picklist = use_extension("@picklist//bazel:extensions.bzl", "picklist")
    picklist.bundle(
        url = "https://github.com/<owner>/picklist/releases/download/0.1.0/picklist.artifactbundle.zip",
        sha256 = "<the release's checksum>",
    )

It makes `@picklist_tool` (repositories.bzl: the host's variant of the bundle, checked against
its sha256), which `picklist_swift` runs. The root module's `bundle` wins; a module that depends
on picklist may name one for when the root module does not.
"""

load(":repositories.bzl", "picklist_bundle")

_bundle = tag_class(
    doc = "The release's artifact bundle zip and its SHA-256.",
    attrs = {
        "url": attr.string(doc = "Where picklist.artifactbundle.zip is."),
        "urls": attr.string_list(doc = "Mirrors of it, tried in order (before url)."),
        "sha256": attr.string(doc = "The zip's SHA-256: the release's checksum.", mandatory = True),
    },
)

def _picklist_impl(module_ctx):
    # Modules come root first, then in breadth-first order of the dependency graph.
    bundles = [tag for module in module_ctx.modules for tag in module.tags.bundle]
    if not bundles:
        fail("picklist: no bundle: add picklist.bundle(url = \"…/picklist.artifactbundle.zip\", sha256 = \"…\") to MODULE.bazel")
    chosen = bundles[0]
    picklist_bundle(name = "picklist_tool", url = chosen.url, urls = chosen.urls, sha256 = chosen.sha256)

picklist = module_extension(
    implementation = _picklist_impl,
    doc = "Fetches the prebuilt picklist (`@picklist_tool`) from a release's artifact bundle.",
    tag_classes = {"bundle": _bundle},
)
