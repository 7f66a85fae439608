import { useCallback } from 'react';
import { useApiClient } from './api-client-context';
import { uploadWithProgress, type ImageUploader } from './upload-with-progress';

/** Uploads one image with the app's client (its auth headers and error handling), reporting progress. */
export function useImageUploader(): ImageUploader {
  const client = useApiClient();
  return useCallback((file, onProgress) => uploadWithProgress(client, file, onProgress), [client]);
}
