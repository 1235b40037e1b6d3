#!/bin/sh
echo "error: this workspace collects no coverage (third_party/remote_coverage_tools stands in for Bazel's coverage tools)" >&2
exit 1
