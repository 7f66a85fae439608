/**
 * The smallest well-formed OLE compound file ([MS-CFB] version 3): the header, one FAT sector and one directory
 * sector holding the root storage — the container of an empty legacy .doc/.xls/.ppt.
 */
export function compoundFile(): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 24); // minor version
  file.writeUInt16LE(3, 26); // major version
  file.writeUInt16LE(0xfffe, 28); // byte order
  file.writeUInt16LE(9, 30); // sector shift: 512
  file.writeUInt16LE(6, 32); // mini sector shift: 64
  file.writeUInt32LE(1, 44); // FAT sectors
  file.writeUInt32LE(1, 48); // first directory sector
  file.writeUInt32LE(4096, 56); // mini stream cutoff
  file.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  file.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  for (let i = 0; i < 109; i += 1) file.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 76 + i * 4);
  const fat = sector;
  for (let i = 0; i < sector / 4; i += 1) file.writeUInt32LE(0xffffffff, fat + i * 4);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 is the FAT itself
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1, the directory, ends its chain
  const dir = sector * 2;
  for (let entry = 0; entry < 4; entry += 1) {
    const at = dir + entry * 128;
    file.writeUInt32LE(0xffffffff, at + 68);
    file.writeUInt32LE(0xffffffff, at + 72);
    file.writeUInt32LE(0xffffffff, at + 76);
  }
  const name = Buffer.from('Root Entry\0', 'utf16le');
  name.copy(file, dir);
  file.writeUInt16LE(name.length, dir + 64);
  file[dir + 66] = 5; // root storage
  file[dir + 67] = 1; // black
  file.writeUInt32LE(0xfffffffe, dir + 116); // empty mini stream
  return file;
}
