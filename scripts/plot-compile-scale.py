#!/usr/bin/env python3
"""Plots the compile measure's scale series of picklist-bench (docs/performance.md).

Reads the CSV that `picklist-bench --only compile --compile-csv PATH` writes, one line per
compile:

    n,variant,config,seconds,peak_mib,status
    10000,generated,debug,1.912,151.2,ok
    5000,bare,debug,71.300,8195.0,stopped-memory
    10000,bare,debug,,,not-run

and writes a PNG with two panels, compile wall time and the compiler's peak resident memory
against the number of items, log-log: the generated list (`enum X: PickList`) and the bare
enum (`enum X: String, CaseIterable`) as separate lines, debug (`-Onone -g`) solid and release
(`-O -wmo`) dashed. A compile the benchmark stopped at its time or memory limit is drawn as a
cross at the time and memory it had reached (a lower bound, hence the arrow); compiles that
were not run are listed under the plot.

Usage:
    scripts/plot-compile-scale.py compile-scale.csv [docs/compile-scale.png] [--title TEXT]

Needs matplotlib (`python3 -m pip install matplotlib`).
"""

import argparse
import csv
import sys

try:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter
except ImportError:
    sys.exit("plot-compile-scale.py needs matplotlib: python3 -m pip install matplotlib")

COLOURS = {"generated": "#1f6fb4", "valued": "#2a9d55", "shaped": "#8e44ad", "bare": "#d9541e"}
LABELS = {
    "generated": "generated (enum X: PickList)",
    "valued": "generated, a value and a symbol on every item",
    "shaped": "generated, indented, with action rows and subsets",
    "bare": "bare (enum X: String, CaseIterable)",
}
# Variants in the order they are drawn; a CSV from before the valued or shaped series has
# none of it.
VARIANTS = ("generated", "valued", "shaped", "bare")
STYLES = {"debug": "-", "release": "--"}
FLAGS = {"debug": "debug -Onone -g", "release": "release -O -wmo"}


def read_rows(path):
    rows = []
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            rows.append(
                {
                    "n": int(row["n"]),
                    "variant": row["variant"],
                    "config": row["config"],
                    "seconds": float(row["seconds"]) if row["seconds"] else None,
                    "mib": float(row["peak_mib"]) if row["peak_mib"] else None,
                    "status": row["status"],
                }
            )
    return rows


def grouped(n):
    return f"{n:,}".replace(",", "\u2009")


def plot(rows, output, title):
    figure, (time_axis, memory_axis) = plt.subplots(1, 2, figsize=(13, 5.6))
    panels = [(time_axis, "seconds", "compile wall time"), (memory_axis, "mib", "peak resident memory of the compiler")]
    sizes = sorted({row["n"] for row in rows})

    for axis, key, ylabel in panels:
        for variant in VARIANTS:
            for config in ("debug", "release"):
                series = sorted(
                    (row for row in rows if row["variant"] == variant and row["config"] == config),
                    key=lambda row: row["n"],
                )
                measured = [row for row in series if row["status"] == "ok"]
                stopped = [row for row in series if row["status"].startswith("stopped") and row[key] is not None]
                colour, style = COLOURS[variant], STYLES[config]
                if measured:
                    axis.plot(
                        [row["n"] for row in measured], [row[key] for row in measured],
                        style, color=colour, marker="o", markersize=4, linewidth=1.8,
                    )
                for row in stopped:
                    # Joined to the last measured point by a thin line of the same style.
                    if measured:
                        axis.plot(
                            [measured[-1]["n"], row["n"]], [measured[-1][key], row[key]],
                            style, color=colour, linewidth=0.9, alpha=0.6,
                        )
                    axis.plot(row["n"], row[key], "x", color=colour, markersize=10, markeredgewidth=2.2)
                    axis.annotate(
                        "", xy=(row["n"], row[key] * 1.6), xytext=(row["n"], row[key] * 1.1),
                        arrowprops={"arrowstyle": "->", "color": colour, "linewidth": 1.2},
                    )
                    reason = "memory limit" if row["status"] == "stopped-memory" else "time limit"
                    reached = f"{row[key]:.0f} s" if key == "seconds" else (
                        f"{row[key] / 1024:.1f} GiB" if row[key] >= 1024 else f"{row[key]:.0f} MiB"
                    )
                    axis.annotate(
                        f"{config}: stopped ({reason})\nat > {reached}",
                        xy=(row["n"], row[key]), xytext=(-8, 0 if config == "debug" else -26),
                        textcoords="offset points", ha="right", va="center", fontsize=7.5, color=colour,
                    )
        axis.set_xscale("log")
        axis.set_yscale("log")
        axis.set_xlabel("items in the list (N)")
        axis.set_ylabel(ylabel)
        axis.set_xticks(sizes)
        axis.xaxis.set_major_formatter(FuncFormatter(lambda value, _: grouped(int(round(value)))))
        axis.xaxis.set_minor_formatter(FuncFormatter(lambda value, _: ""))
        if key == "seconds":
            ticks = [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500]
            label = lambda value: f"{value:g} s"
        else:
            ticks = [64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384]
            label = lambda value: f"{value / 1024:g} GiB" if value >= 1024 else f"{value:g} MiB"
        values = [row[key] for row in rows if row[key] is not None]
        low, high = min(values) / 1.3, max(values) * 2.2
        axis.set_ylim(low, high)
        axis.set_yticks([tick for tick in ticks if low <= tick <= high])
        axis.yaxis.set_major_formatter(FuncFormatter(lambda value, _, label=label: label(value)))
        axis.yaxis.set_minor_formatter(FuncFormatter(lambda value, _: ""))
        axis.grid(True, which="major", linewidth=0.5, alpha=0.5)
        axis.grid(True, which="minor", linewidth=0.3, alpha=0.25)

    # The targets for the 10 000-item generated list, debug: ≤ 5 s and ≤ 512 MiB.
    if 10_000 in sizes:
        for axis, limit, text in ((time_axis, 5, "target at 10 000: ≤ 5 s"), (memory_axis, 512, "target at 10 000: ≤ 512 MiB")):
            axis.axhline(limit, color="grey", linestyle=":", linewidth=1)
            axis.annotate(text, xy=(sizes[0], limit), xytext=(2, 3), textcoords="offset points", fontsize=7.5, color="grey")

    time_axis.set_title("Compile time")
    memory_axis.set_title("Peak memory of the compiler")
    handles = [Line2D([], [], color=COLOURS[variant], linewidth=2, label=LABELS[variant]) for variant in VARIANTS if any(row["variant"] == variant for row in rows)]
    handles += [Line2D([], [], color="black", linestyle=STYLES[config], label=FLAGS[config]) for config in ("debug", "release")]
    handles.append(Line2D([], [], color="black", marker="x", linestyle="", markersize=8, label="stopped at a limit (lower bound)"))
    figure.legend(handles=handles, loc="upper center", ncol=5, fontsize=8.5, frameon=False, bbox_to_anchor=(0.5, 0.885))

    not_run = [row for row in rows if row["status"] == "not-run"]
    failed = [row for row in rows if row["status"] == "failed"]
    notes = []
    if not_run:
        notes.append("not run: " + ", ".join(f"{row['variant']} {row['config']} at {grouped(row['n'])}" for row in not_run))
    if failed:
        notes.append("failed to compile: " + ", ".join(f"{row['variant']} {row['config']} at {grouped(row['n'])}" for row in failed))
    if notes:
        figure.text(0.5, 0.01, "; ".join(notes), ha="center", fontsize=8, color="dimgrey")

    figure.suptitle(title, fontsize=11.5, y=0.985)
    figure.tight_layout(rect=(0, 0.04, 1, 0.84))
    figure.savefig(output, dpi=110)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", help="the CSV written by picklist-bench --compile-csv")
    parser.add_argument("output", nargs="?", default="docs/compile-scale.png", help="the PNG to write")
    parser.add_argument(
        "--title", default="Full compile of one list of N items (swiftc -c): generated by picklist vs a bare String enum",
        help="the figure's title",
    )
    arguments = parser.parse_args()
    rows = read_rows(arguments.csv)
    if not rows:
        sys.exit(f"{arguments.csv}: no rows")
    plot(rows, arguments.output, arguments.title)
    print(f"wrote {arguments.output}")


if __name__ == "__main__":
    main()
