"""How a measured figure is written: the median, p99, least and most of a
list of samples, and a number as the report writes it. Shared by the
benchmarks' report (common.py) and the pages that quote it
(scripts/figures.py), so a figure reads the same in both.
"""
import statistics


def summary(samples):
    """median, p99, min, max of a list of numbers (ms or bytes)."""
    ordered = sorted(samples)
    if not ordered:
        return None
    p99 = ordered[min(len(ordered) - 1, int(round(0.99 * (len(ordered) - 1))))]
    return {"median": statistics.median(ordered), "p99": p99, "min": ordered[0], "max": ordered[-1],
            "n": len(ordered)}


def fmt(value, unit=""):
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:.2f}{unit}" if value < 10 else f"{value:.1f}{unit}" if value < 100 else f"{value:.0f}{unit}"
    return f"{value}{unit}"
