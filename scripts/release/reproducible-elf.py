#!/usr/bin/env python3
"""Makes a linked ELF executable's bytes independent of where it was built.

    reproducible-elf.py BINARY

scripts/release/build-binary.sh runs it on the stripped Linux binary. Two release builds of one
commit in different folders produce the same code and data (source paths are mapped to `.`,
no debug information), but two places still differ:

- `.swift_modhash`: the Swift compiler keeps a hash of each LLVM module in its object file so
  that a later compile can skip code generation when nothing changed. The hash covers the
  compile's paths; the linker concatenates the hashes into the executable, where nothing reads
  them. They are overwritten with zeros (the section keeps its place and size).
- `.note.gnu.build-id`: the linker's hash of the output, so it differs with the above. It is
  recomputed as the SHA-1 of the file with the build-id zeroed, so it still names the content.

The file is rewritten in place; the section layout does not change.
"""

import hashlib
import struct
import sys


def sections(data):
    """{name: (offset, size)} of a little-endian ELF64 file's sections."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise SystemExit("error: not a little-endian 64-bit ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    headers = [struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names_offset = headers[shstrndx][4]
    result = {}
    for name, _type, _flags, _address, offset, size in headers:
        end = data.index(b"\0", names_offset + name)
        result[data[names_offset + name:end].decode()] = (offset, size)
    return result


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: reproducible-elf.py BINARY")
    path = sys.argv[1]
    with open(path, "rb") as file:
        data = bytearray(file.read())
    found = sections(data)
    if ".swift_modhash" in found:
        offset, size = found[".swift_modhash"]
        data[offset:offset + size] = bytes(size)
    if ".note.gnu.build-id" in found:
        offset, _ = found[".note.gnu.build-id"]
        name_size, desc_size, _type = struct.unpack_from("<III", data, offset)
        desc = offset + 12 + ((name_size + 3) & ~3)
        data[desc:desc + desc_size] = bytes(desc_size)
        digest = hashlib.sha1(data).digest()
        data[desc:desc + desc_size] = (digest * (desc_size // len(digest) + 1))[:desc_size]
    with open(path, "wb") as file:
        file.write(data)


if __name__ == "__main__":
    main()
