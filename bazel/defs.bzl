"""`picklist_swift`: Swift generated from pick-list specs, in a Bazel build.

    load("@picklist//bazel:defs.bzl", "picklist_swift")

    picklist_swift(
        name = "lists",
        srcs = glob(["*.picklist.yml"]),
        config = "picklist-config.yml",   # optional: access level and template of the target
    )

Each spec is one action (mnemonic `PickListGenerate`) that runs the prebuilt `picklist` on that
spec alone and declares exactly one output, `<name>/<spec>.swift`
(`job-purpose.picklist.yml` → `lists/job-purpose.picklist.swift`), so a changed spec runs one
action again and every other one stays a cache hit. The command line names every file relative
to the execution root (`--relative-to .`), so the actions and their outputs are the same bytes in
every checkout, and a remote cache shared by every machine answers them.

The tool is `@picklist_tool//:picklist`, the host's variant of the release's artifact bundle
(`picklist_dependencies` in a WORKSPACE, the `picklist` module extension under Bzlmod).
"""

# A spec's name ends in one of these (picklist's own rule: Plugins/Shared/SpecFiles.swift).
_SPEC_ENDINGS = [".picklist.yml", ".picklist.yaml"]

def picklist_output_name(spec_name):
    """The name of the Swift file picklist writes for a spec file name.

    Its name without `.yml`/`.yaml`, then `.swift`, as `picklist generate` names it:
    `job-purpose.picklist.yml` → `job-purpose.picklist.swift`.

    Args:
        spec_name: the spec's file name (its last path component).

    Returns:
        The output's file name.
    """
    for ending in [".yml", ".yaml"]:
        if spec_name.endswith(ending):
            return spec_name[:-len(ending)] + ".swift"
    return spec_name + ".swift"

def _picklist_swift_impl(ctx):
    specs = ctx.files.srcs
    if not specs:
        fail("%s: no specs: srcs holds no *.picklist.yml file (an empty glob?); give it the target's specs" % ctx.label)

    # One output folder per target: two specs that write one name would overwrite each other.
    # Said before any action runs, in picklist's own words (its rule output-collision).
    first_by_output = {}
    for spec in specs:
        output = picklist_output_name(spec.basename)
        if output in first_by_output:
            fail("%s: '%s' and '%s' would both generate '%s'; rename one of the spec files" % (
                ctx.label,
                spec.short_path,
                first_by_output[output].short_path,
                output,
            ))
        first_by_output[output] = spec

    config = ctx.file.config
    extra_inputs = ([config] if config else []) + ctx.files.templates
    outputs = []
    for spec in specs:
        output = ctx.actions.declare_file("%s/%s" % (ctx.label.name, picklist_output_name(spec.basename)))
        outputs.append(output)

        # The build plugin's command line (`generate SPEC --output DIR --relative-to DIR
        # --config FILE`), which the tool reads without its argument parser: every path relative
        # to the execution root, the action's working folder.
        args = ctx.actions.args()
        args.add("generate")
        args.add(spec)
        args.add("--output", output.dirname)
        args.add("--relative-to", ".")
        if config:
            args.add("--config", config)
        ctx.actions.run(
            executable = ctx.executable.tool,
            arguments = [args],
            inputs = [spec] + extra_inputs,
            outputs = [output],
            mnemonic = "PickListGenerate",
            progress_message = "Generating %s from %s" % (output.short_path, spec.short_path),
        )
    return [DefaultInfo(files = depset(outputs))]

picklist_swift = rule(
    implementation = _picklist_swift_impl,
    doc = "Generates one Swift file per pick-list spec with the prebuilt picklist tool.",
    attrs = {
        "srcs": attr.label_list(
            doc = "The specs, *.picklist.yml or *.picklist.yaml; each gives one <name>/<spec>.swift.",
            allow_files = _SPEC_ENDINGS,
            mandatory = True,
        ),
        "config": attr.label(
            doc = "The target's picklist-config.yml (access level, template), in the specs' folder or above it.",
            allow_single_file = [".yml", ".yaml"],
        ),
        "templates": attr.label_list(
            doc = "The Mustache templates and partials a config's `template:` names (they are the actions' inputs).",
            allow_files = [".mustache"],
        ),
        "tool": attr.label(
            doc = "The picklist executable; by default the host's variant of the release bundle.",
            default = Label("@picklist_tool//:picklist"),
            executable = True,
            allow_single_file = True,
            cfg = "exec",
        ),
    },
)
