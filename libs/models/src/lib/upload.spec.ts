import {
  fileActions,
  fileExtension,
  formatFileSize,
  isAllowedMaterial,
  isAllowedUpload,
  materialAccept,
  materialMaxSize,
  materialTypeOf,
  toAttachment,
  toFileDescriptor,
  uploadKindOf,
  uploadLimit,
} from '../index.js';

describe('upload lookups', () => {
  it('finds extensions', () => {
    expect(fileExtension('A.JPG')).toBe('.jpg');
    expect(fileExtension('/x/y/report.final.PDF?v=1')).toBe('.pdf');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });
  it('types uploads by extension', () => {
    expect(uploadKindOf('a.jpeg')).toBe('image');
    expect(uploadKindOf('a.rmvb')).toBe('video');
    expect(uploadKindOf('a.rm')).toBe('video');
    expect(uploadKindOf('a.txt')).toBe('file');
    expect(uploadKindOf('a.bmp')).toBeNull();
    expect(isAllowedUpload('me.gif', 'avatar')).toBe(true);
    expect(isAllowedUpload('me.mp4', 'avatar')).toBe(false);
  });
  it('gives limits per kind', () => {
    expect(uploadLimit('image')).toMatchObject({ maxSize: 5242880, timeout: 60000 });
    expect(uploadLimit('video')).toMatchObject({ maxSize: 524288000, timeout: 300000 });
    expect(uploadLimit('file')).toMatchObject({ maxSize: 104857600, timeout: 120000 });
    expect(uploadLimit('avatar')).toMatchObject({ maxSize: 5242880, extensions: ['.jpg', '.jpeg', '.png', '.gif'] });
  });
  it('applies material filters', () => {
    expect(materialTypeOf('a.bmp')).toBe('image');
    expect(materialTypeOf('a.pptx')).toBe('ppt');
    expect(materialTypeOf('a.txt')).toBeNull();
    expect(isAllowedMaterial('a.xlsx', 'mso')).toBe(true);
    expect(isAllowedMaterial('a.pdf', 'mso')).toBe(false);
    expect(isAllowedMaterial('a.pdf', 'all')).toBe(true);
    expect(materialAccept('doc')).toBe('.doc,.docx');
    expect(materialMaxSize('image')).toBe(2097152);
    expect(materialMaxSize('pdf')).toBe(20971520);
    expect(materialMaxSize('all', 'x.png')).toBe(2097152);
    expect(materialMaxSize('all', 'x.doc')).toBe(20971520);
  });
  it('formats sizes', () => {
    expect(formatFileSize(2097152)).toBe('2MB');
    expect(formatFileSize(1536)).toBe('1.5KB');
    expect(formatFileSize(12)).toBe('12B');
  });
});

describe('file descriptors', () => {
  it('describes a picked file', () => {
    expect(toFileDescriptor('报告.docx', { dir: 'enroll', size: 10 })).toEqual({
      name: '报告',
      type: 'doc',
      suffix: '.docx',
      dir: 'enroll',
      nameEx: '报告.docx',
      icon: 'file-word',
      color: '#2B579A',
      state: 'adding',
      path: '',
      size: 10,
    });
    expect(toFileDescriptor('a.zip', { path: '/files/a.zip' })).toMatchObject({ type: 'file', state: 'uploaded' });
  });
  it('offers view, success and delete once uploaded', () => {
    expect(fileActions('uploaded')).toEqual(['view', 'success', 'delete']);
    expect(fileActions('adding')).toEqual([]);
    expect(fileActions('deleting')).toEqual([]);
  });
  it('builds attachments', () => {
    expect(toAttachment('/files/2024/%E6%8A%A5%E5%91%8A.pdf')).toEqual({
      name: '报告.pdf',
      icon: 'file-pdf',
      color: '#D70D19',
      url: '/files/2024/%E6%8A%A5%E5%91%8A.pdf',
    });
  });
});
