import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentProfile } from '@vidya/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { describeFailure } from '../../../lib/errors';
import { readFieldErrors } from '../../../lib/form-errors';
import { useRemoveStudentPhotoMutation, useUploadStudentPhotoMutation } from '../api';
import { IMAGE_UPLOAD_TYPES } from '@vidya/contract';
import { checkPhoto, describePhotoRule } from '../photo-rules';

type Candidate = { file: File; previewUrl: string };
type Outcome = { tone: 'success' | 'error'; text: string };

const readPhotoError = (error: unknown) => readFieldErrors(error).photo ?? describeFailure(error);

/** Choose a photo, see it before saving, save or cancel; or remove the current one. */
export function PhotoEditor({ profile }: { profile: StudentProfile }) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const ruleId = useId();
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [uploadPhoto, { isLoading: isUploading }] = useUploadStudentPhotoMutation();
  const [removePhoto, { isLoading: isRemoving }] = useRemoveStudentPhotoMutation();
  const isBusy = isUploading || isRemoving;

  // A preview holds the file in memory until its URL is revoked.
  useEffect(
    () => () => (candidate === null ? undefined : URL.revokeObjectURL(candidate.previewUrl)),
    [candidate],
  );

  const pickFile = (file: File | undefined) => {
    if (file === undefined) return;
    const problem = checkPhoto(file);
    if (problem !== null) {
      setCandidate(null);
      setOutcome({ tone: 'error', text: problem });
      return;
    }
    setOutcome(null);
    setCandidate({ file, previewUrl: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (candidate === null) return;
    const result = await uploadPhoto(candidate.file);
    if (result.error !== undefined) {
      setOutcome({ tone: 'error', text: readPhotoError(result.error) });
      return;
    }
    setCandidate(null);
    setOutcome({ tone: 'success', text: t`Your photo has been updated.` });
  };

  const remove = async () => {
    const result = await removePhoto(undefined);
    setOutcome(
      result.error === undefined
        ? { tone: 'success', text: t`Your photo has been removed.` }
        : { tone: 'error', text: readPhotoError(result.error) },
    );
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <Avatar
        name={profile.full_name}
        src={candidate?.previewUrl ?? profile.photo}
        alt={
          candidate === null
            ? profile.photo === null
              ? ''
              : t`Your profile photo`
            : t`Preview of your new photo`
        }
      />
      <div className="space-y-3">
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_UPLOAD_TYPES.join(',')}
          hidden
          aria-label={t`Choose a profile photo`}
          onChange={(event) => {
            pickFile(event.target.files?.[0]);
            // Choosing the same file again must still fire a change.
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap gap-3">
          {candidate === null ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={ruleId}
                disabled={isBusy}
                onClick={() => inputRef.current?.click()}
              >
                {profile.photo === null ? <Trans>Upload photo</Trans> : <Trans>Change photo</Trans>}
              </Button>
              {profile.photo !== null && (
                <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => void remove()}>
                  {isRemoving ? <Trans>Removing photo...</Trans> : <Trans>Remove photo</Trans>}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button size="sm" disabled={isBusy} onClick={() => void save()}>
                {isUploading ? <Trans>Saving photo...</Trans> : <Trans>Save photo</Trans>}
              </Button>
              <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => setCandidate(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          )}
        </div>
        <p id={ruleId} className="text-sm text-slate-600">
          {describePhotoRule()}
        </p>
        {outcome !== null && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      </div>
    </div>
  );
}
