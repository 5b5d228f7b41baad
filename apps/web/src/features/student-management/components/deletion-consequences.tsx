import { Plural, Trans } from '@lingui/react/macro';

/** What deleting students does and keeps (docs/students.md), said before the admin confirms. */
export function DeletionConsequences({ count, name }: { count: number; name?: string }) {
  return (
    <>
      <p>
        {name === undefined ? (
          <Plural
            value={count}
            one="The selected student will be deleted: their account, personal details, enrolments and exam results are removed, and they can no longer sign in."
            other="The # selected students will be deleted: their accounts, personal details, enrolments and exam results are removed, and they can no longer sign in."
          />
        ) : (
          <Trans>
            “{name}” will be deleted: their account, personal details, enrolments and exam results are
            removed, and they can no longer sign in.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          What is kept: certificates already issued stay verifiable with the holder’s name, and payments stay
          in the accounts for bookkeeping, without the student’s name or email.
        </Trans>
      </p>
    </>
  );
}
