# Shared shell helpers for scripts/*. Source it; do not run it.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export ROOT
# Tier order: the foundation tier first (each package stands alone: no other workspace package), then tool support
# (CLIKit, HTTPServing: on foundation packages only, beside core; only apps import them), the core tier (on foundation only), then
# the adapters tier (a core kit's stores on Storage; may depend on core and foundation packages, never on the apps).
# scripts/test builds them in this order, and scripts/check-manifests reads the four tier lists below to hold each
# package to its tier's allowed edges.
TIER_PACKAGES=(Localization Formatting Validation PDFWriting PosixKit HTTPServing CLIKit TariffKit ConversionKit MarineKit Storage KitStores Expectations)
FOUNDATION_PACKAGES=(Localization Formatting Validation PDFWriting PosixKit)
TOOL_SUPPORT_PACKAGES=(CLIKit HTTPServing)
CORE_PACKAGES=(TariffKit ConversionKit MarineKit Storage)
ADAPTER_PACKAGES=(KitStores)
# MarineKit's modules, leaves first (issue 35: split along its dependency graph): each imports only modules listed
# before it, so no two import each other; MarineKit, last, re-exports the others. scripts/check-manifests holds both
# manifests to this order; the package's other targets (test doubles, live transports) stand on MarineKit.
MARINEKIT_MODULES=(MarineGeodesy MarineMagnetic MarineNMEA MarineTracking MarineHTTP MarineSync MarineWeather MarineCoastline MarineRisk MarineRoutes MarineChart MarineAlerts MarinePlan MarineKit)
# Test support: imported by test targets only, of any tier (equality checks for Swift Testing).
TEST_SUPPORT_PACKAGES=(Expectations)
# Extra compiler flags for scripts/test's clean builds (the root build and scripts/check-consumer): no debug info
# (-gnone). Measured on a clean clone, idle: the root build 87.5 -> 77.8 s, 167 -> 150 CPU seconds, the test bundle
# 80 -> 51 MB. A failing test reports its source location from #fileID/#line, which needs no debug information, and a
# crash still names its functions (the symbol table stays). A plain `swift build` keeps SwiftPM's debug info for lldb;
# running scripts/test in the same checkout then rebuilds once with these flags.
# Whole-module compilation (-Xswiftc -wmo -Xswiftc -num-threads -Xswiftc N) was measured and dropped: 27% less CPU
# (150 against 207 CPU seconds at e2842b0) but a longer wall on two cores (root build 181 s idle at ef16362 against
# 87–95 s in batch mode), because each module then type-checks on one thread and the module graph is mostly a chain.
# lld instead of gold (-Xswiftc -use-ld=lld) saved 2 of 150 CPU seconds: not worth a second linker.
# The index store stays on, although writing it costs 4.5-6 % of a module's compile (swift build --target MarineKit
# from clean, 2 paired runs at load 2-5: 50.5/53.9 and 50.6/53.0 CPU-s without/with): on Linux SwiftPM discovers the
# XCTest cases of `--build-tests` from it, and without it the build fails ("index store path does not exist").
# Builds without tests (scripts/check-consumer, scripts/check-packages) pass --disable-index-store.
CLEAN_BUILD_FLAGS=(-Xswiftc -gnone)
# pip --user installs (lizard on a fresh machine) land here.
export PATH="$PATH:$HOME/.local/bin"

# step NAME: starts a named step (closing the previous one). step_done closes the current step and records
# "seconds name" in STEP_TIMES, which scripts/test prints at the end so every run documents where its time went.
STEP_TIMES=()
STEP_NAME=""
step() {
    step_done
    STEP_NAME="$*"
    STEP_STARTED=$(date +%s)
    printf '\n==> %s\n' "$*" >&2
}
step_done() {
    [ -n "$STEP_NAME" ] || return 0
    local took=$(( $(date +%s) - STEP_STARTED ))
    STEP_TIMES+=("$(printf '%6ss  %s' "$took" "$STEP_NAME")")
    printf '<== %s: %ss\n' "$STEP_NAME" "$took" >&2
    STEP_NAME=""
}

# children_cpu VAR: sets VAR to the CPU seconds (user + system) this shell's waited-for children have used so far
# (bash's `times`), so a step or lane can report what it cost besides how long it took: on two cores, CPU is what the
# steps share. `times` must run in this shell: in `$(…)` or a pipe it would report an empty subshell's children.
children_cpu() {
    local file
    file=$(mktemp)
    times > "$file"
    printf -v "$1" '%s' "$(tail -1 "$file" | awk '{ n = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); n += p[1] * 60 + p[2] } printf "%d", n }')"
    rm -f "$file"
}

# run_limited SECONDS CMD...: runs CMD in its own process group and kills the whole group
# (including hung .xctest children, which otherwise keep a CI step waiting) when it outlives SECONDS.
# A command started at a lower priority (nice > 0) keeps it: setsid starts a new session, and with the kernel's
# autogroup scheduling (sched_autogroup_enabled, on here) a session's processes share one group whose weight is the
# group's own nice value, not theirs; so the new session's group gets this shell's nice value
# (/proc/self/autogroup). Without that, `nice -n 19 scripts/fuzz` competed at full weight.
run_limited() {
    local limit=$1; shift
    local niceness; niceness=$(nice)
    if [ "$niceness" -gt 0 ] && [ -w /proc/self/autogroup ]; then
        setsid bash -c 'echo "$0" > /proc/self/autogroup 2>/dev/null; exec "$@"' "$niceness" "$@" &
    else
        setsid "$@" &
    fi
    local pid=$!
    (
        sleep "$limit"
        echo "run_limited: '$*' exceeded ${limit}s; killing its process group" >&2
        kill -TERM -- "-$pid" 2>/dev/null
        sleep 10
        kill -KILL -- "-$pid" 2>/dev/null
    ) &
    local watchdog=$!
    local rc=0
    wait "$pid" || rc=$?
    kill "$watchdog" 2>/dev/null
    wait "$watchdog" 2>/dev/null
    # Anything the command left behind in its group goes too.
    kill -KILL -- "-$pid" 2>/dev/null
    return "$rc"
}

# The toolchain's own LLVM tools (the llvm-cov on PATH may be LLVM 14, older than the toolchain's profile format).
toolchain_bin() {
    dirname "$(readlink -f "$(command -v swift)")"
}

# lizard, whether installed as a command or only as a Python module.
lizard_run() {
    if command -v lizard >/dev/null 2>&1; then
        lizard "$@"
    else
        python3 -m lizard "$@"
    fi
}

# The Swift sources the metrics gate measures: every package's Sources and the app layer.
metric_sources() {
    find Packages/*/Sources Apps -name '*.swift' -not -path '*/.build*' | sort
}
