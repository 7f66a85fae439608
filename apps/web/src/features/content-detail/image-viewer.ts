import { ImageViewer } from '@yiying/community-ui';

// The viewer as a module of its own, for React.lazy (see hot-detail-page.tsx).
export default ImageViewer;
