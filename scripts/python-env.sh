# Sourced by the test scripts: makes a Python virtual environment with the packages of
# scripts/requirements-test.txt, so that the tests never install anything into the system's Python.
#
#     source scripts/python-env.sh
#     python_env .build/python    # sets PYTHON to the environment's interpreter
#
# The packages are installed again only when the requirements file changes. On Debian and Ubuntu,
# python3 makes environments only with the python3-venv package; without it this says so and stops.

python_env() {
    local folder=$1
    local requirements
    requirements="$(dirname "${BASH_SOURCE[0]}")/requirements-test.txt"
    if ! command -v python3 >/dev/null 2>&1; then
        echo "error: the tests need Python 3 (Debian: sudo apt-get install python3 python3-venv)" >&2
        return 1
    fi
    if [ ! -x "$folder/bin/python" ]; then
        if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
            echo "error: this python3 cannot make a virtual environment, which the tests install their" >&2
            echo "       Python packages into; Debian and Ubuntu: sudo apt-get install python3-venv" >&2
            return 1
        fi
        rm -rf "$folder"
        echo "Making a Python environment in $folder for the packages the tests need"
        python3 -m venv "$folder" || return 1
    fi
    if ! cmp -s "$requirements" "$folder/requirements-test.txt"; then
        echo "Installing $(grep -oE '^[A-Za-z0-9_.-]+' "$requirements" | paste -sd ' ') in $folder"
        if ! "$folder/bin/python" -m pip install --quiet --disable-pip-version-check -r "$requirements"; then
            echo "error: pip could not install the packages of $requirements into $folder" >&2
            echo "       (it needs to reach the Python Package Index once)" >&2
            return 1
        fi
        cp "$requirements" "$folder/requirements-test.txt"
    fi
    PYTHON="$folder/bin/python"
}
