import { toFileDescriptor } from '@yiying/models';
import {
  checkFileList,
  checkImageFile,
  fileListSchema,
  imageFileSchema,
  notUploadedMessage,
  validate,
} from '../index.js';

const MB = 1024 * 1024;

describe('image upload form', () => {
  it('accepts JPG, PNG and GIF under 2MB', () => {
    expect(checkImageFile({ name: 'a.jpg', type: 'image/jpeg', size: 2 * MB - 1 })).toBeNull();
    expect(checkImageFile({ name: 'a.gif', size: 100 })).toBeNull();
  });
  it('rejects other formats', () => {
    expect(checkImageFile({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toBe('上传图片只能是 JPG/PNG/GIF 格式!');
    expect(checkImageFile({ name: 'a.webp', size: 10 })).toBe('上传图片只能是 JPG/PNG/GIF 格式!');
  });
  it('rejects 2MB and more', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB })).toBe('上传图片大小不能超过 2MB!');
  });
  it('works as a schema', () => {
    expect(validate(imageFileSchema(), { name: 'a.png', type: 'image/png', size: 3 * MB })).toEqual({
      ok: false,
      errors: [{ field: '', message: '上传图片大小不能超过 2MB!' }],
    });
  });
});

describe('file list checks', () => {
  it('asks to add files first', () => {
    expect(checkFileList([], 'pdf')).toEqual([{ field: 'files', message: '请先添加文件' }]);
    expect(checkFileList(undefined, 'all')).toEqual([{ field: 'files', message: '请先添加文件' }]);
  });
  it('checks each file against its material type size', () => {
    const files = [
      toFileDescriptor('ok.pdf', { size: 20 * MB, state: 'uploaded' }),
      toFileDescriptor('big.pdf', { size: 20 * MB + 1, state: 'uploaded' }),
      toFileDescriptor('photo.png', { size: 3 * MB, state: 'uploaded' }),
    ];
    expect(checkFileList(files, 'all')).toEqual([
      { field: 'files[1]', message: '大小超出指定的范围' },
      { field: 'files[2]', message: '大小超出指定的范围' },
    ]);
    expect(checkFileList([toFileDescriptor('photo.png', { size: 3 * MB })], 'image')).toEqual([
      { field: 'files[0]', message: '大小超出指定的范围' },
    ]);
  });
  it('rejects files outside the filter', () => {
    expect(checkFileList([toFileDescriptor('a.pdf', { size: 1 })], 'doc')).toEqual([
      { field: 'files[0]', message: '文件类型不符合要求' },
    ]);
  });
  it('asks to upload each file first', () => {
    const files = [
      toFileDescriptor('方案.docx', { size: 10 }),
      toFileDescriptor('b.doc', { size: 10, path: '/files/b.doc' }),
    ];
    expect(checkFileList(files, 'doc', { requireUploaded: true })).toEqual([
      { field: 'files[0]', message: '先将方案.docx上传到服务器' },
    ]);
    expect(notUploadedMessage('x.pdf')).toBe('先将x.pdf上传到服务器');
    expect(checkFileList(files, 'doc')).toEqual([]);
    expect(validate(fileListSchema('doc', { requireUploaded: true }), files)).toEqual({
      ok: false,
      errors: [{ field: '', message: '先将方案.docx上传到服务器' }],
    });
  });
});
