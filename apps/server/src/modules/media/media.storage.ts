export {
  DiskStorage,
  type ByteRange,
  type ObjectStorage as MediaStorage,
  type PutOptions,
} from '../../lib/storage/index.js';
