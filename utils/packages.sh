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
