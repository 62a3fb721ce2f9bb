/**
 * Uploads go as multipart/form-data (docs/decisions.md, "Uploads: multipart, checked by their bytes"): no base64
 * inflation, and a picked File is sent as it is.
 */
/** The multipart body of an upload: text fields, then each image as a file part named `images`. */
export function uploadForm(fields: Record<string, string>, images: readonly Blob[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  images.forEach((image, index) => {
    form.append('images', image, image instanceof File ? image.name : `image-${index + 1}`);
  });
  return form;
}
