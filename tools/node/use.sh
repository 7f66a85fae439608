# Source this file (`source tools/node/use.sh`) to run the project on a supported Node.js: when the node on PATH
# is older than 22, Node.js 24 is fetched from the npm registry into .tools/ and put first on PATH for this shell.
# `source tools/node/use.sh 22` does the same with Node.js 22 whatever node is on PATH.
_yy_want=${1:-}
_yy_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ -n "$_yy_want" ] || [ "$_yy_major" -lt 22 ]; then
  if _yy_dir=$(bash "$(dirname "${BASH_SOURCE[0]}")/fetch-node.sh" "${_yy_want:-24}"); then
    export PATH="$_yy_dir/bin:$PATH"
    # Native addons that build from source compile against this Node's own headers.
    export npm_config_nodedir="$_yy_dir"
    echo "using Node.js $(node -v) from ${_yy_dir#"$PWD"/}" >&2
  else
    echo "no supported Node.js: install Node.js 22 or 24 (https://nodejs.org)" >&2
    return 1 2>/dev/null || exit 1
  fi
fi
unset _yy_want _yy_major _yy_dir
