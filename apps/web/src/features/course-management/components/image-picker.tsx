import { useLingui } from '@lingui/react/macro';
import { COURSE_IMAGE_UPLOAD, IMAGE_UPLOAD_TYPES } from '@vidya/contract';
import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFixedText } from '../../../lib/i18n/fixed-texts';

/**
 * Checked here so a wrong file is refused at once; the server checks the bytes again. The reason
 * is the contract's rule in English; the picker shows it in the active language.
 */
export const checkImage = (file: File): string | null =>
  (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) && file.size <= COURSE_IMAGE_UPLOAD.maxBytes
    ? null
    : COURSE_IMAGE_UPLOAD.rule;

const revoke = (url: string | null) => {
  if (url !== null) URL.revokeObjectURL(url);
};

/** The course picture: the current one, or a preview of the file chosen to replace it. */
export function ImagePicker({
  currentImage,
  file,
  onChange,
  error,
}: {
  currentImage: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const fixed = useFixedText();
  const maxMegabytes = COURSE_IMAGE_UPLOAD.maxMegabytes;
  const rule = t`Upload a PNG, JPEG or WebP image of at most ${maxMegabytes} MB.`;
  const shownError =
    error === COURSE_IMAGE_UPLOAD.rule ? rule : error === undefined ? undefined : fixed(error);
  const inputId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  // The latest preview, released when another file is chosen or the form goes away.
  const previewRef = useRef<string | null>(null);
  useEffect(() => () => revoke(previewRef.current), []);

  const choose = (chosen: File | null) => {
    revoke(previewRef.current);
    // A file the server would refuse gets no preview, only the reason.
    previewRef.current = chosen === null || checkImage(chosen) !== null ? null : URL.createObjectURL(chosen);
    setPreviewUrl(previewRef.current);
    onChange(chosen);
  };
  const preview = file === null ? currentImage : previewUrl;
  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t`Course image`}
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid h-28 w-44 place-items-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {preview === null ? (
            <ImageIcon aria-hidden="true" className="h-8 w-8 text-slate-500" />
          ) : (
            <img
              src={preview}
              alt={file === null ? t`Current course image` : t`Preview of the chosen image`}
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          aria-describedby={`${inputId}-hint${shownError ? ` ${inputId}-error` : ''}`}
          aria-invalid={shownError ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
          className="text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
        />
      </div>
      <p id={`${inputId}-hint`} className="text-sm text-slate-600">
        {rule}
      </p>
      {shownError && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
