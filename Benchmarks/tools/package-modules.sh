# Sourced by the scripts that compile one module's sources with swiftc alone
# (Fuzz/build.sh, Benchmarks/*/run.sh): builds the package modules it imports.
#
#   source Benchmarks/tools/package-modules.sh
#   build_package_modules OUT "SWIFTC FLAGS" LinkSpecPlatform   # in dependency order
#   swiftc ... "${PACKAGE_MODULE_FLAGS[@]}" ...
#
# Each module becomes OUT/lib<Module>.a with OUT/<Module>.swiftmodule, built
# with the same flags as the code that imports it (sanitizers, optimisation).
# `-package-name linkspec` is what SwiftPM gives every module of the package,
# so `package` declarations are visible across them here too.
PACKAGE_MODULE_FLAGS=()

build_package_modules() {
  local out="$1" flags="$2" module
  shift 2
  mkdir -p "$out"
  PACKAGE_MODULE_FLAGS=(-package-name linkspec -I "$out" -L "$out")
  for module in "$@"; do
    local library="$out/lib$module.a"
    if [ ! -f "$library" ] || [ -n "$(find "Sources/$module" -name '*.swift' -newer "$library" | head -1)" ]; then
      # shellcheck disable=SC2086 # the flags are words
      find "Sources/$module" -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc $flags -wmo -parse-as-library -swift-version 6 -package-name linkspec -module-name "$module" \
        -I "$out" -emit-module -emit-module-path "$out/$module.swiftmodule" -emit-library -static -o "$library"
    fi
    PACKAGE_MODULE_FLAGS+=("-l$module")
  done
}
