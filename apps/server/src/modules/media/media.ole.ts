import { open } from 'node:fs/promises';

const MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const FREESECT = 0xffffffff;
const FATSECT = 0xfffffffd;
const ENDOFCHAIN = 0xfffffffe;
/** DIFAT entries held in the header itself. */
const HEADER_DIFAT = 109;

/**
 * Whether a file is a real OLE compound file (the container of .doc, .xls and .ppt, [MS-CFB]) and not just its 8 magic
 * bytes followed by anything: the header's fixed fields, sector sizes that match the version, FAT and directory sectors
 * inside the file, the first FAT sector marking itself as a FAT sector, and a root storage entry in the directory.
 */
export async function isCompoundFile(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(512);
    if (size < 1024 || (await handle.read(header, 0, 512, 0)).bytesRead < 512) return false;
    if (!header.subarray(0, 8).equals(MAGIC)) return false;
    if (!header.subarray(8, 24).every((b) => b === 0)) return false;
    const major = header.readUInt16LE(26);
    const sectorShift = header.readUInt16LE(30);
    if (header.readUInt16LE(28) !== 0xfffe) return false;
    if (!((major === 3 && sectorShift === 9) || (major === 4 && sectorShift === 12))) return false;
    if (header.readUInt16LE(32) !== 6) return false;
    if (!header.subarray(34, 40).every((b) => b === 0)) return false;
    if (major === 3 && header.readUInt32LE(40) !== 0) return false;
    if (header.readUInt32LE(56) !== 4096) return false;

    const sectorSize = 1 << sectorShift;
    const sectors = Math.floor((size - sectorSize) / sectorSize);
    const fatSectors = header.readUInt32LE(44);
    const firstDirectory = header.readUInt32LE(48);
    if (sectors < 2 || fatSectors < 1 || fatSectors > sectors) return false;
    if (firstDirectory >= sectors) return false;
    const inFile = (sector: number) => sector < sectors;
    const difat: number[] = [];
    for (let i = 0; i < HEADER_DIFAT; i += 1) difat.push(header.readUInt32LE(76 + i * 4));
    const listed = difat.slice(0, Math.min(fatSectors, HEADER_DIFAT));
    if (!listed.every(inFile)) return false;
    if (fatSectors <= HEADER_DIFAT && !difat.slice(fatSectors).every((s) => s === FREESECT)) return false;

    const readSector = async (sector: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(sectorSize);
      const { bytesRead } = await handle.read(buffer, 0, sectorSize, (sector + 1) * sectorSize);
      return bytesRead === sectorSize ? buffer : Buffer.alloc(0);
    };
    // The FAT describes its own sectors as FATSECT and the directory's first sector as part of a chain.
    const firstFat = listed[0] as number;
    const fat = await readSector(firstFat);
    if (fat.length === 0) return false;
    const perSector = sectorSize / 4;
    if (firstFat < perSector && fat.readUInt32LE(firstFat * 4) !== FATSECT) return false;
    if (firstDirectory < perSector) {
      const next = fat.readUInt32LE(firstDirectory * 4);
      if (next !== ENDOFCHAIN && !inFile(next)) return false;
    }
    // The first directory entry is the root storage, named "Root Entry".
    const directory = await readSector(firstDirectory);
    if (directory.length === 0) return false;
    const nameLength = directory.readUInt16LE(64);
    if (nameLength < 2 || nameLength > 64) return false;
    const name = directory.subarray(0, nameLength - 2).toString('utf16le');
    return name === 'Root Entry' && directory[66] === 5;
  } finally {
    await handle.close();
  }
}
