"""Swift modules and programs compiled by `swiftc` in genrules, for a machine without rules_swift.

The workspace's modules share one package name, so the lists, generated with `access: package`,
are visible to the other modules of the workspace and to nothing outside it. `swiftc` is found
on the PATH Bazel passes to actions.

Each action gives swiftc a module cache of its own, in the output tree beside its outputs: by
default swiftc and the Clang importer keep theirs in `~/.cache/clang/ModuleCache` (found from
the user's passwd entry, as Bazel passes no HOME), which Bazel's sandbox mounts read-only, so
a machine on which no earlier build filled that folder would fail with "Read-only file system".
In the sandbox the cache is thrown away with the action; the path is relative to the execution
root, so it is the same in every checkout.
"""

_PACKAGE_NAME = "picklist_example"

_SWIFTC = "swiftc -swift-version 6 -module-cache-path $(RULEDIR)/_swiftc_module_cache/{target}"

# The shell that sorts a genrule's $(SRCS) into the compiler's arguments: Swift sources, the
# folders of the dependencies' .swiftmodule files (-I) and their static libraries.
_SORT_INPUTS = """
sources=; includes=; libraries=
for file in $(SRCS); do
    case $$file in
        *.swift) sources="$$sources $$file" ;;
        *.swiftmodule) includes="$$includes -I $$(dirname $$file)" ;;
        *.a) libraries="$$libraries $$file" ;;
    esac
done
"""

def swiftc_library(name, srcs, deps = [], copts = [], package_name = _PACKAGE_NAME, **kwargs):
    """A static library and its module: `lib<name>.a` and `<name>.swiftmodule`.

    The module is compiled whole (-wmo): for a cold build of a module of many files that is
    well under the time of compiling them file by file.

    Args:
        name: the module's name.
        srcs: Swift sources (files, or targets such as a picklist_swift).
        deps: swiftc_library targets it imports.
        copts: more swiftc options.
        package_name: the package the module belongs to (`package` declarations are shared
            within it).
        **kwargs: common attributes (visibility).
    """
    native.genrule(
        name = name,
        srcs = srcs + deps,
        outs = [name + ".swiftmodule", "lib%s.a" % name],
        cmd = _SORT_INPUTS + """
{swiftc} -package-name {package} -module-name {name} -wmo -parse-as-library -emit-library -static {copts} \\
    -emit-module -emit-module-path $(location {name}.swiftmodule) \\
    -o $(location lib{name}.a) $$includes $$sources
""".format(swiftc = _SWIFTC.format(target = name), package = package_name, name = name, copts = " ".join(copts)),
        message = "Compiling Swift module " + name,
        **kwargs
    )

def swiftc_binary(name, srcs, deps = [], copts = [], **kwargs):
    """An executable from Swift sources, linked with the static libraries of `deps`.

    Args:
        name: the executable's name.
        srcs: Swift sources; `main.swift` holds the top-level code.
        deps: every swiftc_library it links, the indirect ones too (a static library does not
            carry its dependencies).
        copts: more swiftc options.
        **kwargs: common attributes (visibility).
    """
    native.genrule(
        name = name,
        srcs = srcs + deps,
        outs = [name + ".bin"],
        cmd = _SORT_INPUTS + """
{swiftc} -package-name {package} -module-name {module} {copts} -o $@ $$includes $$sources $$libraries
""".format(swiftc = _SWIFTC.format(target = name), package = _PACKAGE_NAME, module = name.replace("-", "_"), copts = " ".join(copts)),
        message = "Linking Swift program " + name,
        **kwargs
    )

def _program_test_impl(ctx):
    executable = ctx.actions.declare_file(ctx.label.name)
    ctx.actions.symlink(output = executable, target_file = ctx.file.program, is_executable = True)
    return [DefaultInfo(executable = executable)]

program_test = rule(
    implementation = _program_test_impl,
    doc = "A test that runs a program: it passes when the program exits 0.",
    attrs = {"program": attr.label(allow_single_file = True, mandatory = True)},
    test = True,
)
