"""
tests/d/python/install: check a wheel as an installer reads it: its
.dist-info has METADATA (name, version), WHEEL (a pure py3-none-any wheel)
and RECORD listing every file of the wheel once with its sha256 and size,
RECORD itself without them.

    checkwheel.py WHEEL
"""
import base64
import hashlib
import sys
import zipfile

path = sys.argv[1]
with zipfile.ZipFile(path) as z:
    names = z.namelist()
    dist_info = sorted({n.split("/")[0] for n in names if n.split("/")[0].endswith(".dist-info")})
    assert len(dist_info) == 1, dist_info
    di = dist_info[0]
    meta = z.read(di + "/METADATA").decode()
    wheel = z.read(di + "/WHEEL").decode()
    record = z.read(di + "/RECORD").decode().splitlines()
    fields = dict(line.split(": ", 1) for line in meta.split("\n\n")[0].splitlines())
    print("metadata:", fields["Metadata-Version"], fields["Name"], fields["Version"],
          "README as description:", "Python binding" in meta.split("\n\n", 1)[1])
    print("wheel:", " ".join(l for l in wheel.splitlines() if l.startswith(("Root-Is-Purelib",
                                                                              "Tag"))))
    listed = {}
    for line in record:
        name, digest, size = line.rsplit(",", 2)
        listed[name] = (digest, size)
    ok = sorted(listed) == sorted(names) and len(record) == len(names)
    for name in names:
        digest, size = listed.get(name, ("", ""))
        if name == di + "/RECORD":
            ok = ok and digest == "" and size == ""
            continue
        data = z.read(name)
        want = "sha256=" + base64.urlsafe_b64encode(
            hashlib.sha256(data).digest()).rstrip(b"=").decode()
        ok = ok and digest == want and size == str(len(data))
    print("record: every file once, hashes and sizes right:", ok)
    print("files:", " ".join(sorted(n for n in names if not n.startswith(di))))
