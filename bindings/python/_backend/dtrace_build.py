"""
The PEP 517 build backend of the dtrace binding, in the tree
(pyproject.toml's backend-path), so that `pip install ./bindings/python`
needs nothing from a package index: it uses only the standard library.

It builds a pure-Python wheel of the package under src/ (py3-none-any)
with its .dist-info (METADATA from pyproject.toml's [project] table and
README.md, WHEEL, RECORD with each file's sha256 and size), an editable
wheel (PEP 660: a .pth file that puts src/ on sys.path), and an sdist.
Archives are reproducible: fixed timestamps and modes, files in order.
"""

import base64
import gzip
import hashlib
import io
import os
import re
import tarfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SRC = os.path.join(ROOT, "src")
# files of the source tree that the sdist carries
SDIST_FILES = ("pyproject.toml", "README.md", "_backend/dtrace_build.py")
ZIP_TIME = (1980, 1, 1, 0, 0, 0)
SDIST_TIME = 315532800	# the same, in seconds since the epoch (UTC)


def _strip_comment(line):
    out, quote = [], None
    for ch in line:
        if quote:
            if ch == quote:
                quote = None
        elif ch in "\"'":
            quote = ch
        elif ch == "#":
            break
        out.append(ch)
    return "".join(out).strip()


def _parse_value(v):
    """A TOML value of the kinds pyproject.toml's [project] uses here: a
    string, a list of strings, or an inline table of strings."""
    v = v.strip()
    if v[:1] in "\"'" and v[-1:] == v[:1]:
        return v[1:-1]
    if v.startswith("[") and v.endswith("]"):
        return [_parse_value(x) for x in re.findall(r"\"[^\"]*\"|'[^']*'", v)]
    if v.startswith("{") and v.endswith("}"):
        return {k: _parse_value(x) for k, x in
                re.findall(r"([A-Za-z0-9_-]+)\s*=\s*(\"[^\"]*\"|'[^']*')", v)}
    raise ValueError("pyproject.toml: value not understood: %s" % v)


def _project_table():
    """pyproject.toml's [project] table: by tomllib where Python has it
    (3.11 on), else by a reader of the few forms this file uses."""
    path = os.path.join(ROOT, "pyproject.toml")
    try:
        import tomllib
    except ImportError:
        tomllib = None
    if tomllib is not None:
        with open(path, "rb") as f:
            return tomllib.load(f).get("project", {})
    table, section, pending = {}, None, None
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = _strip_comment(raw)
            if pending is not None:
                pending[1] += " " + line
                if line.endswith("]"):
                    table[pending[0]] = _parse_value(pending[1])
                    pending = None
                continue
            if not line:
                continue
            if line.startswith("["):
                section = line.strip("[]").strip()
                continue
            if section != "project" or "=" not in line:
                continue
            key, value = (x.strip() for x in line.split("=", 1))
            if value.startswith("[") and not value.endswith("]"):
                pending = [key, value]
            else:
                table[key] = _parse_value(value)
    return table


def _meta():
    p = _project_table()
    for key in ("name", "version"):
        if key not in p:
            raise ValueError("pyproject.toml: [project] has no %s" % key)
    return p


def _norm(name):
    """A distribution name as wheel and sdist file names spell it."""
    return re.sub(r"[-_.]+", "_", name).lower()


def _metadata_text(p):
    lines = ["Metadata-Version: 2.1", "Name: %s" % p["name"], "Version: %s" % p["version"]]
    if "description" in p:
        lines.append("Summary: %s" % p["description"])
    if "requires-python" in p:
        lines.append("Requires-Python: %s" % p["requires-python"])
    lic = p.get("license")
    if isinstance(lic, dict) and "text" in lic:
        lines.append("License: %s" % lic["text"])
    if p.get("keywords"):
        lines.append("Keywords: %s" % ",".join(p["keywords"]))
    for c in p.get("classifiers", []):
        lines.append("Classifier: %s" % c)
    body = ""
    readme = p.get("readme")
    if isinstance(readme, str):
        with open(os.path.join(ROOT, readme), encoding="utf-8") as f:
            body = f.read()
        ctype = "text/markdown" if readme.endswith(".md") else "text/plain"
        lines.append("Description-Content-Type: %s" % ctype)
    return "\n".join(lines) + "\n\n" + body


def _package_files():
    """(path in the wheel, path on disk) of each file of the packages under
    src/, in order; no caches or compiled files."""
    out = []
    for dirpath, dirnames, filenames in os.walk(SRC):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and
                             not d.endswith(".egg-info"))
        for fn in sorted(filenames):
            if fn.endswith((".pyc", ".pyo")):
                continue
            disk = os.path.join(dirpath, fn)
            out.append((os.path.relpath(disk, SRC).replace(os.sep, "/"), disk))
    return out


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def _write_wheel(wheel_directory, files):
    """Write the wheel of files (arcname, bytes) and return its name."""
    p = _meta()
    name, version = _norm(p["name"]), p["version"]
    tag = "py3-none-any"
    dist_info = "%s-%s.dist-info" % (name, version)
    wheel_text = ("Wheel-Version: 1.0\nGenerator: dtrace_build\nRoot-Is-Purelib: true\n"
                  "Tag: %s\n" % tag)
    files = list(files) + [
        (dist_info + "/METADATA", _metadata_text(p).encode("utf-8")),
        (dist_info + "/WHEEL", wheel_text.encode()),
    ]
    record = [_record_line(a, d) for a, d in files] + [dist_info + "/RECORD,,"]
    files.append((dist_info + "/RECORD", ("\n".join(record) + "\n").encode()))
    filename = "%s-%s-%s.whl" % (name, version, tag)
    os.makedirs(wheel_directory, exist_ok=True)
    path = os.path.join(wheel_directory, filename)
    with zipfile.ZipFile(path + ".tmp", "w", zipfile.ZIP_DEFLATED) as z:
        for arcname, data in files:
            info = zipfile.ZipInfo(arcname, ZIP_TIME)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    os.replace(path + ".tmp", path)
    return filename


def _read(path):
    with open(path, "rb") as f:
        return f.read()


# -- PEP 517 and PEP 660 hooks

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def get_requires_for_build_editable(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    return _write_wheel(wheel_directory, [(a, _read(d)) for a, d in _package_files()])


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    pth = "__editable__.%s.pth" % _norm(_meta()["name"])
    return _write_wheel(wheel_directory, [(pth, (SRC + "\n").encode())])


def build_sdist(sdist_directory, config_settings=None):
    p = _meta()
    base = "%s-%s" % (_norm(p["name"]), p["version"])
    entries = [(f, _read(os.path.join(ROOT, f))) for f in SDIST_FILES]
    entries += [("src/" + a, _read(d)) for a, d in _package_files()]
    entries.append(("PKG-INFO", _metadata_text(p).encode("utf-8")))
    entries.sort()
    mtime = int(os.environ.get("SOURCE_DATE_EPOCH", SDIST_TIME))
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for arcname, data in entries:
            info = tarfile.TarInfo("%s/%s" % (base, arcname))
            info.size = len(data)
            info.mode = 0o644
            info.mtime = mtime
            tar.addfile(info, io.BytesIO(data))
    filename = base + ".tar.gz"
    os.makedirs(sdist_directory, exist_ok=True)
    path = os.path.join(sdist_directory, filename)
    with open(path + ".tmp", "wb") as f:
        with gzip.GzipFile(filename=base + ".tar", mode="wb", fileobj=f, mtime=mtime) as gz:
            gz.write(buf.getvalue())
    os.replace(path + ".tmp", path)
    return filename
