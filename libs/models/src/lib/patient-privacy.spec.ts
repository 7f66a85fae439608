import { isMedicalCategory, isMedicalName, patientConsentReason, type CategoryNode } from '../index.js';

describe('isMedicalName', () => {
  it('knows the demo circles and categories by their names', () => {
    for (const name of ['医学影像', '镜头下的医院', '病房故事', '医学生的校园', '皮肤科病例', '口腔门诊']) {
      expect(isMedicalName(name)).toBe(true);
    }
    for (const name of ['摄影', '校园', '公益', '城市光影', '旧相机交流', '', null, undefined]) {
      expect(isMedicalName(name)).toBe(false);
    }
  });
});

describe('isMedicalCategory', () => {
  const categories: CategoryNode[] = [
    { categoryId: 'cat-photo', name: '摄影', parentId: null },
    { categoryId: 'cat-medical', name: '医学影像', parentId: null },
    { categoryId: 'cat-skin', name: '皮肤', parentId: 'cat-medical' },
    { categoryId: 'cat-deep', name: '细节', parentId: 'cat-skin' },
    { categoryId: 'cat-night', name: '夜景', parentId: 'cat-photo' },
    { categoryId: 'loop-a', name: '甲', parentId: 'loop-b' },
    { categoryId: 'loop-b', name: '乙', parentId: 'loop-a' },
  ];

  it('is medical by its own name or by a category it sits under', () => {
    expect(isMedicalCategory('cat-medical', categories)).toBe(true);
    expect(isMedicalCategory('cat-skin', categories)).toBe(true);
    expect(isMedicalCategory('cat-deep', categories)).toBe(true);
    expect(isMedicalCategory('cat-photo', categories)).toBe(false);
    expect(isMedicalCategory('cat-night', categories)).toBe(false);
  });

  it('answers false for no category, an unknown one, and stops at a loop', () => {
    expect(isMedicalCategory(null, categories)).toBe(false);
    expect(isMedicalCategory('cat-gone', categories)).toBe(false);
    expect(isMedicalCategory('loop-a', categories)).toBe(false);
  });
});

describe('patientConsentReason', () => {
  it('asks in a medical place when the post has pictures, and whenever faces are left', () => {
    expect(patientConsentReason({ medical: true, pictures: 1, faces: 0 })).toBe('medical');
    expect(patientConsentReason({ medical: true, pictures: 2, faces: 1 })).toBe('medical');
    expect(patientConsentReason({ medical: false, pictures: 1, faces: 2 })).toBe('faces');
  });

  it('asks nothing of a post without pictures, or of pictures without faces outside medical places', () => {
    expect(patientConsentReason({ medical: true, pictures: 0, faces: 0 })).toBeNull();
    expect(patientConsentReason({ medical: false, pictures: 3, faces: 0 })).toBeNull();
  });
});
