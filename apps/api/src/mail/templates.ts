import type { MailMessage } from './mailer.ts';

export type Branding = { brand: string; publicUrl: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One layout for every email: a readable card that works in plain-text-only clients too. */
function layout(branding: Branding, heading: string, paragraphs: string[], highlight?: string): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`);
  const code = highlight
    ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;color:#312e81">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca">${escapeHtml(branding.brand)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body[0] ?? ''}${code}${body.slice(1).join('')}
<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(branding.brand)} · <a href="${escapeHtml(branding.publicUrl)}" style="color:#4338ca">${escapeHtml(branding.publicUrl)}</a></p>
</td></tr></table></td></tr></table></body></html>`;
}

export type CodePurpose = 'verify_email' | 'reset_password' | 'change_email';

const CODE_TEXTS: Record<CodePurpose, { subject: string; heading: string; intro: string }> = {
  verify_email: {
    subject: 'Your verification code',
    heading: 'Confirm your email address',
    intro: 'Welcome! Enter this code to confirm your email address and finish creating your account:',
  },
  reset_password: {
    subject: 'Your password reset code',
    heading: 'Reset your password',
    intro: 'We received a request to reset your password. Enter this code to choose a new one:',
  },
  change_email: {
    subject: 'Confirm your new email address',
    heading: 'Confirm your new email address',
    intro: 'Enter this code to make this your sign-in email address:',
  },
};

export function codeMail(
  branding: Branding,
  {
    to,
    name,
    code,
    purpose,
    validMinutes,
  }: { to: string; name: string; code: string; purpose: CodePurpose; validMinutes: number },
): MailMessage {
  const texts = CODE_TEXTS[purpose];
  const greeting = `Hello ${name},`;
  const validity = `The code is valid for ${validMinutes} minutes. If you did not ask for it, you can ignore this email: nothing changes without the code.`;
  return {
    to,
    subject: `${texts.subject}: ${code} · ${branding.brand}`,
    text: [
      greeting,
      '',
      texts.intro,
      '',
      `    ${code}`,
      '',
      validity,
      '',
      `— ${branding.brand}, ${branding.publicUrl}`,
    ].join('\n'),
    html: layout(branding, texts.heading, [`${greeting} ${texts.intro}`, validity], code),
  };
}

export function noticeMail(
  branding: Branding,
  {
    to,
    subject,
    heading,
    paragraphs,
  }: { to: string; subject: string; heading: string; paragraphs: string[] },
): MailMessage {
  return {
    to,
    subject: `${subject} · ${branding.brand}`,
    text: [
      heading,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      `— ${branding.brand}, ${branding.publicUrl}`,
    ].join('\n'),
    html: layout(branding, heading, paragraphs),
  };
}
