# Sourced by utils/setup.sh and utils/fuzz.sh (not run on its own).
#
# ensure_packages TAG PACKAGE...: installs with apt-get the Debian packages
# that are not installed yet (with sudo when not root), printing what it
# does behind "[TAG]".
ensure_packages() {
  local tag=$1
  shift
  local missing=() package
  for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null |
         grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  if ((${#missing[@]} == 0)); then
    echo "[$tag] packages present: $*"
    return
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  echo "[$tag] installing missing packages: ${missing[*]}"
  $sudo apt-get update -q
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q \
    --no-install-recommends "${missing[@]}"
}

# llvm_version_arg TAG VERSION: prints VERSION when tirpto builds against it
# (19 or 22), else fails with a message behind "[TAG]".
llvm_version_arg() {
  case $2 in
    19 | 22) echo "$2" ;;
    *) echo "[$1] LLVM/MLIR version '$2': tirpto builds against 19 or 22" >&2
       return 2 ;;
  esac
}

# llvm_packages VERSION: Debian's LLVM/MLIR packages tirpto builds with.
llvm_packages() {
  echo "libmlir-$1-dev mlir-$1-tools llvm-$1-dev llvm-$1-tools"
}
