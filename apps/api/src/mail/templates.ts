import { DEFAULT_LANGUAGE, type Language } from '@vidya/contract';
import type { MailMessage } from './mailer.ts';

export type Branding = { brand: string; publicUrl: string };

/**
 * The language an email is written in: the recipient's choice, English when they never chose
 * (decision 017). Each email keeps its texts in one table keyed by language, English first; the
 * English texts are the ones the product has always sent.
 */
export const mailLanguage = (chosen: Language | null | undefined): Language => chosen ?? DEFAULT_LANGUAGE;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One layout for every email: a readable card that works in plain-text-only clients too. */
function layout(
  branding: Branding,
  language: Language,
  heading: string,
  paragraphs: string[],
  highlight?: string,
): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`);
  const code = highlight
    ? `<p style="margin:24px 0;font-size:32px;font-weight:700;letter-spacing:8px;color:#312e81">${escapeHtml(highlight)}</p>`
    : '';
  return `<!doctype html>
<html lang="${language}"><body style="margin:0;background:#f1f5f9;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a">
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

type CodeTexts = { subject: string; heading: string; intro: string };

const CODE_TEXTS: Record<CodePurpose, Record<Language, CodeTexts>> = {
  verify_email: {
    en: {
      subject: 'Your verification code',
      heading: 'Confirm your email address',
      intro: 'Welcome! Enter this code to confirm your email address and finish creating your account:',
    },
    hi: {
      subject: 'आपका सत्यापन कोड',
      heading: 'अपने ईमेल पते की पुष्टि करें',
      intro: 'स्वागत है! अपने ईमेल पते की पुष्टि करने और अपना खाता बनाने की प्रक्रिया पूरी करने के लिए यह कोड दर्ज करें:',
    },
  },
  reset_password: {
    en: {
      subject: 'Your password reset code',
      heading: 'Reset your password',
      intro: 'We received a request to reset your password. Enter this code to choose a new one:',
    },
    hi: {
      subject: 'पासवर्ड रीसेट करने के लिए आपका कोड',
      heading: 'अपना पासवर्ड रीसेट करें',
      intro: 'हमें आपका पासवर्ड रीसेट करने का अनुरोध प्राप्त हुआ है। नया पासवर्ड चुनने के लिए यह कोड दर्ज करें:',
    },
  },
  change_email: {
    en: {
      subject: 'Confirm your new email address',
      heading: 'Confirm your new email address',
      intro: 'Enter this code to make this your sign-in email address:',
    },
    hi: {
      subject: 'अपने नए ईमेल पते की पुष्टि करें',
      heading: 'अपने नए ईमेल पते की पुष्टि करें',
      intro: 'इस पते को अपना लॉगिन ईमेल पता बनाने के लिए यह कोड दर्ज करें:',
    },
  },
};

/** What every code email says around the code. */
const CODE_FRAME: Record<
  Language,
  { greeting: (name: string) => string; validity: (minutes: number) => string }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    validity: (minutes) =>
      `The code is valid for ${minutes} minutes. If you did not ask for it, you can ignore this email: nothing changes without the code.`,
  },
  hi: {
    greeting: (name) => `नमस्ते ${name},`,
    validity: (minutes) =>
      `यह कोड ${minutes} मिनट तक मान्य है। यदि आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें: कोड के बिना कुछ भी नहीं बदलेगा।`,
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
    language,
  }: {
    to: string;
    name: string;
    code: string;
    purpose: CodePurpose;
    validMinutes: number;
    language: Language | null;
  },
): MailMessage {
  const lang = mailLanguage(language);
  const texts = CODE_TEXTS[purpose][lang];
  const greeting = CODE_FRAME[lang].greeting(name);
  const validity = CODE_FRAME[lang].validity(validMinutes);
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
    html: layout(branding, lang, texts.heading, [`${greeting} ${texts.intro}`, validity], code),
  };
}

/** A notice that something changed on the account, so its owner can react if it was not them. */
export type Notice =
  | { kind: 'password_reset'; name: string }
  | { kind: 'password_changed'; name: string }
  | { kind: 'email_changed'; name: string; newEmail: string }
  | { kind: 'college_approved'; name: string; collegeName: string; loginUrl: string }
  | { kind: 'contact_reply'; name: string; subject: string; reply: string; contactUrl: string }
  | { kind: 'contact_received'; name: string; subject: string; message: string }
  | { kind: 'college_request_rejected'; name: string; collegeName: string; profileUrl: string }
  | {
      kind: 'college_invitation';
      name: string;
      collegeName: string;
      code: string;
      signUpUrl: string;
      validDays: number;
    }
  | {
      kind: 'college_join_request';
      name: string;
      collegeName: string;
      dashboardUrl: string;
      validDays: number;
    }
  | {
      kind: 'payment_receipt';
      name: string;
      courseTitle: string;
      invoiceNumber: string;
      /** Formatted for reading, e.g. ₹1,499.00 */
      amount: string;
      paymentId: string;
      paymentsUrl: string;
    }
  | {
      kind: 'certificate_earned';
      name: string;
      certificate: 'course' | 'exam';
      title: string;
      code: string;
      verifyUrl: string;
      certificatesUrl: string;
    }
  | (ExamNoticeFields & { kind: 'college_exam_scheduled' })
  | (ExamNoticeFields & { kind: 'college_exam_moved' })
  | (ExamNoticeFields & { kind: 'college_exam_cancelled' });

/** A college exam's notice to a student: when it is (India Standard Time, as written) and where. */
type ExamNoticeFields = {
  name: string;
  collegeName: string;
  examTitle: string;
  /** e.g. 2026-12-01 */
  examDate: string;
  /** HH:MM */
  startTime: string;
  durationMinutes: number;
  examsUrl: string;
};

type NoticeTexts = { subject: string; heading: string; paragraphs: string[] };

/** An admin's reply as the email's paragraphs: each non-empty line one paragraph, as typed. */
const replyParagraphs = (reply: string) =>
  reply
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const NOTICE_TEXTS: {
  [Kind in Notice['kind']]: Record<Language, (notice: Extract<Notice, { kind: Kind }>) => NoticeTexts>;
} = {
  password_reset: {
    en: ({ name }) => ({
      subject: 'Your password was reset',
      heading: 'Your password was reset',
      paragraphs: [
        `Hello ${name}, the password of your account was reset and every device was signed out.`,
        'If this was not you, reset your password again at once and contact us.',
      ],
    }),
    hi: ({ name }) => ({
      subject: 'आपका पासवर्ड रीसेट कर दिया गया है',
      heading: 'आपका पासवर्ड रीसेट कर दिया गया है',
      paragraphs: [
        `नमस्ते ${name}, आपके खाते का पासवर्ड रीसेट कर दिया गया है और सभी डिवाइस से लॉग आउट कर दिया गया है।`,
        'यदि यह आपने नहीं किया है, तो तुरंत अपना पासवर्ड फिर से रीसेट करें और हमसे संपर्क करें।',
      ],
    }),
  },
  password_changed: {
    en: ({ name }) => ({
      subject: 'Your password was changed',
      heading: 'Your password was changed',
      paragraphs: [
        `Hello ${name}, the password of your account was just changed and other devices were signed out.`,
        'If this was not you, reset your password at once and contact us.',
      ],
    }),
    hi: ({ name }) => ({
      subject: 'आपका पासवर्ड बदल दिया गया है',
      heading: 'आपका पासवर्ड बदल दिया गया है',
      paragraphs: [
        `नमस्ते ${name}, आपके खाते का पासवर्ड अभी बदला गया है और अन्य सभी डिवाइस से लॉग आउट कर दिया गया है।`,
        'यदि यह आपने नहीं किया है, तो तुरंत अपना पासवर्ड रीसेट करें और हमसे संपर्क करें।',
      ],
    }),
  },
  email_changed: {
    en: ({ name, newEmail }) => ({
      subject: 'Your email address was changed',
      heading: 'Your email address was changed',
      paragraphs: [
        `Hello ${name}, your account now signs in with ${newEmail} instead of this address.`,
        'If this was not you, contact us at once.',
      ],
    }),
    hi: ({ name, newEmail }) => ({
      subject: 'आपका ईमेल पता बदल दिया गया है',
      heading: 'आपका ईमेल पता बदल दिया गया है',
      paragraphs: [
        `नमस्ते ${name}, अब आपके खाते में इस पते के स्थान पर ${newEmail} से लॉगिन होगा।`,
        'यदि यह आपने नहीं किया है, तो तुरंत हमसे संपर्क करें।',
      ],
    }),
  },
  college_approved: {
    en: ({ name, collegeName, loginUrl }) => ({
      subject: 'Your college is approved',
      heading: 'Your college is approved',
      paragraphs: [
        `Hello ${name}, an administrator approved the registration of ${collegeName}. You can now sign in to the college portal with the email address and password you registered with.`,
        `Sign in here: ${loginUrl}`,
      ],
    }),
    hi: ({ name, collegeName, loginUrl }) => ({
      subject: 'आपके कॉलेज का पंजीकरण स्वीकृत हो गया है',
      heading: 'आपके कॉलेज का पंजीकरण स्वीकृत हो गया है',
      paragraphs: [
        `नमस्ते ${name}, व्यवस्थापक ने ${collegeName} का पंजीकरण स्वीकृत कर दिया है। अब आप पंजीकरण के समय दिए गए ईमेल पते और पासवर्ड से कॉलेज पोर्टल में लॉगिन कर सकते हैं।`,
        `यहाँ लॉगिन करें: ${loginUrl}`,
      ],
    }),
  },
  contact_reply: {
    en: ({ name, subject, reply, contactUrl }) => ({
      subject: `Re: ${subject}`,
      heading: `Re: ${subject}`,
      paragraphs: [
        `Hello ${name}, thank you for writing to us about “${subject}”. Here is our answer:`,
        ...replyParagraphs(reply),
        `If you have more to ask, write to us again through Contact Us: ${contactUrl}`,
      ],
    }),
    hi: ({ name, subject, reply, contactUrl }) => ({
      subject: `उत्तर: ${subject}`,
      heading: `उत्तर: ${subject}`,
      paragraphs: [
        `नमस्ते ${name}, “${subject}” के बारे में हमें लिखने के लिए धन्यवाद। हमारा उत्तर यह है:`,
        ...replyParagraphs(reply),
        `यदि आप कुछ और पूछना चाहते हैं, तो संपर्क करें पेज से हमें फिर से लिखें: ${contactUrl}`,
      ],
    }),
  },
  contact_received: {
    en: ({ name, subject, message }) => ({
      subject: `We have your message: ${subject}`,
      heading: 'We have your message',
      paragraphs: [
        `Hello ${name}, thank you for writing to us. Our team will reply to this address by email within one working day.`,
        'This is what you sent, for your records:',
        `“${subject}”`,
        ...replyParagraphs(message),
        'If you did not write to us, you can ignore this email.',
      ],
    }),
    hi: ({ name, subject, message }) => ({
      subject: `आपका संदेश हमें मिल गया है: ${subject}`,
      heading: 'आपका संदेश हमें मिल गया है',
      paragraphs: [
        `नमस्ते ${name}, हमें लिखने के लिए धन्यवाद। हमारी टीम एक कार्य दिवस के भीतर इसी पते पर ईमेल से उत्तर देगी।`,
        'आपने जो भेजा, वह आपके रिकॉर्ड के लिए यह है:',
        `“${subject}”`,
        ...replyParagraphs(message),
        'यदि आपने हमें नहीं लिखा था, तो इस ईमेल को अनदेखा कर सकते हैं।',
      ],
    }),
  },
  college_request_rejected: {
    en: ({ name, collegeName, profileUrl }) => ({
      subject: 'Your college request was not accepted',
      heading: 'Your college request was not accepted',
      paragraphs: [
        `Hello ${name}, ${collegeName} did not accept your request to join it, so your account is no longer linked to it and you cannot take its exams.`,
        'Your courses, results and certificates are as they were. If you chose this college by mistake, or belong to another one, choose your college again in your personal details:',
        profileUrl,
      ],
    }),
    hi: ({ name, collegeName, profileUrl }) => ({
      subject: 'कॉलेज से जुड़ने का आपका अनुरोध स्वीकार नहीं हुआ',
      heading: 'कॉलेज से जुड़ने का आपका अनुरोध स्वीकार नहीं हुआ',
      paragraphs: [
        `नमस्ते ${name}, ${collegeName} ने उससे जुड़ने का आपका अनुरोध स्वीकार नहीं किया है, इसलिए अब आपका खाता उससे जुड़ा नहीं है और आप उसकी परीक्षाएँ नहीं दे सकते।`,
        'आपके कोर्स, परिणाम और प्रमाणपत्र पहले जैसे ही हैं। यदि आपने यह कॉलेज गलती से चुना था, या आप किसी दूसरे कॉलेज से हैं, तो अपने व्यक्तिगत विवरण में अपना कॉलेज फिर से चुनें:',
        profileUrl,
      ],
    }),
  },
  payment_receipt: {
    en: ({ name, courseTitle, invoiceNumber, amount, paymentId, paymentsUrl }) => ({
      subject: `Receipt for ${courseTitle}`,
      heading: 'Thank you for your payment',
      paragraphs: [
        `Hello ${name}, we received your payment of ${amount} for “${courseTitle}”. You are enrolled and can start learning now.`,
        `Invoice number: ${invoiceNumber}. Payment id: ${paymentId}. The price includes GST.`,
        `Download the tax invoice (PDF) from Payments on your courses page: ${paymentsUrl}`,
      ],
    }),
    hi: ({ name, courseTitle, invoiceNumber, amount, paymentId, paymentsUrl }) => ({
      subject: `${courseTitle} के लिए रसीद`,
      heading: 'आपके भुगतान के लिए धन्यवाद',
      paragraphs: [
        `नमस्ते ${name}, हमें “${courseTitle}” के लिए आपका ${amount} का भुगतान मिल गया है। आपका नामांकन हो गया है और आप अभी से सीखना शुरू कर सकते हैं।`,
        `इनवॉइस संख्या: ${invoiceNumber}। भुगतान आईडी: ${paymentId}। कीमत में जीएसटी शामिल है।`,
        `टैक्स इनवॉइस (PDF) अपने कोर्स पेज पर भुगतान अनुभाग से डाउनलोड करें: ${paymentsUrl}`,
      ],
    }),
  },
  certificate_earned: {
    en: ({ name, certificate, title, code, verifyUrl, certificatesUrl }) => ({
      subject: `Your certificate for ${title}`,
      heading: 'Congratulations on your certificate',
      paragraphs: [
        certificate === 'course'
          ? `Hello ${name}, you completed the course “${title}” and earned its certificate.`
          : `Hello ${name}, you passed the exam “${title}” and earned its certificate.`,
        `Certificate code: ${code}. Anyone can check it at ${verifyUrl}`,
        `Download the PDF from your certificates: ${certificatesUrl}`,
      ],
    }),
    hi: ({ name, certificate, title, code, verifyUrl, certificatesUrl }) => ({
      subject: `${title} के लिए आपका प्रमाणपत्र`,
      heading: 'प्रमाणपत्र के लिए बधाई',
      paragraphs: [
        certificate === 'course'
          ? `नमस्ते ${name}, आपने “${title}” कोर्स पूरा कर लिया है और उसका प्रमाणपत्र प्राप्त किया है।`
          : `नमस्ते ${name}, आपने “${title}” परीक्षा उत्तीर्ण कर ली है और उसका प्रमाणपत्र प्राप्त किया है।`,
        `प्रमाणपत्र कोड: ${code}। कोई भी इसे यहाँ जाँच सकता है: ${verifyUrl}`,
        `PDF अपने प्रमाणपत्रों से डाउनलोड करें: ${certificatesUrl}`,
      ],
    }),
  },
  college_exam_scheduled: {
    en: ({ name, collegeName, examTitle, examDate, startTime, durationMinutes, examsUrl }) => ({
      subject: `New exam: ${examTitle}`,
      heading: `${collegeName} scheduled an exam`,
      paragraphs: [
        `Hello ${name}, ${collegeName} scheduled “${examTitle}” on ${examDate} at ${startTime} (India Standard Time). It lasts ${durationMinutes} minutes.`,
        `You will find it among your exams: ${examsUrl}`,
      ],
    }),
    hi: ({ name, collegeName, examTitle, examDate, startTime, durationMinutes, examsUrl }) => ({
      subject: `नई परीक्षा: ${examTitle}`,
      heading: `${collegeName} ने एक परीक्षा निर्धारित की है`,
      paragraphs: [
        `नमस्ते ${name}, ${collegeName} ने “${examTitle}” ${examDate} को ${startTime} बजे (भारतीय मानक समय) निर्धारित की है। इसकी अवधि ${durationMinutes} मिनट है।`,
        `यह आपकी परीक्षाओं में मिलेगी: ${examsUrl}`,
      ],
    }),
  },
  college_exam_moved: {
    en: ({ name, collegeName, examTitle, examDate, startTime, durationMinutes, examsUrl }) => ({
      subject: `New time for ${examTitle}`,
      heading: `${examTitle} has a new time`,
      paragraphs: [
        `Hello ${name}, ${collegeName} moved “${examTitle}”. It now starts on ${examDate} at ${startTime} (India Standard Time) and lasts ${durationMinutes} minutes.`,
        `Your exams: ${examsUrl}`,
      ],
    }),
    hi: ({ name, collegeName, examTitle, examDate, startTime, durationMinutes, examsUrl }) => ({
      subject: `${examTitle} का नया समय`,
      heading: `${examTitle} का समय बदल गया है`,
      paragraphs: [
        `नमस्ते ${name}, ${collegeName} ने “${examTitle}” का समय बदल दिया है। अब यह ${examDate} को ${startTime} बजे (भारतीय मानक समय) शुरू होगी और इसकी अवधि ${durationMinutes} मिनट है।`,
        `आपकी परीक्षाएँ: ${examsUrl}`,
      ],
    }),
  },
  college_exam_cancelled: {
    en: ({ name, collegeName, examTitle, examDate, startTime }) => ({
      subject: `Cancelled: ${examTitle}`,
      heading: `${examTitle} was cancelled`,
      paragraphs: [
        `Hello ${name}, ${collegeName} cancelled “${examTitle}”, which was to start on ${examDate} at ${startTime} (India Standard Time).`,
        'There is nothing you need to do. Your college will tell you if it is held on another day.',
      ],
    }),
    hi: ({ name, collegeName, examTitle, examDate, startTime }) => ({
      subject: `रद्द: ${examTitle}`,
      heading: `${examTitle} रद्द कर दी गई है`,
      paragraphs: [
        `नमस्ते ${name}, ${collegeName} ने “${examTitle}” रद्द कर दी है, जो ${examDate} को ${startTime} बजे (भारतीय मानक समय) शुरू होनी थी।`,
        'आपको कुछ करने की आवश्यकता नहीं है। यदि यह किसी और दिन होगी, तो आपका कॉलेज आपको बताएगा।',
      ],
    }),
  },
  college_invitation: {
    en: ({ name, collegeName, code, signUpUrl, validDays }) => ({
      subject: `${collegeName} invites you to join it`,
      heading: `${collegeName} invites you`,
      paragraphs: [
        `Hello ${name}, ${collegeName} invites you to create your student account. Signing up with this invitation links you to the college, already approved, so its exams open to you.`,
        `Your invitation code: ${code}`,
        `Sign up here (the code is filled in for you): ${signUpUrl}`,
        `The invitation is valid for ${validDays} days. If you do not know this college, ignore this email: no account is created without you.`,
      ],
    }),
    hi: ({ name, collegeName, code, signUpUrl, validDays }) => ({
      subject: `${collegeName} ने आपको जुड़ने के लिए आमंत्रित किया है`,
      heading: `${collegeName} का आमंत्रण`,
      paragraphs: [
        `नमस्ते ${name}, ${collegeName} ने आपको अपना छात्र खाता बनाने के लिए आमंत्रित किया है। इस आमंत्रण से साइन अप करने पर आप कॉलेज से पहले से स्वीकृत होकर जुड़ जाएँगे और उसकी परीक्षाएँ आपके लिए खुल जाएँगी।`,
        `आपका आमंत्रण कोड: ${code}`,
        `यहाँ साइन अप करें (कोड अपने-आप भरा होगा): ${signUpUrl}`,
        `यह आमंत्रण ${validDays} दिनों तक मान्य है। यदि आप इस कॉलेज को नहीं जानते, तो इस ईमेल को अनदेखा करें: आपके बिना कोई खाता नहीं बनेगा।`,
      ],
    }),
  },
  college_join_request: {
    en: ({ name, collegeName, dashboardUrl, validDays }) => ({
      subject: `${collegeName} asks you to join it`,
      heading: `${collegeName} asks you to join it`,
      paragraphs: [
        `Hello ${name}, ${collegeName} invites you to join it as its student. Accepting links your account to the college, already approved, so its exams open to you.`,
        `Sign in and accept or decline the request on your dashboard: ${dashboardUrl}`,
        `The request is valid for ${validDays} days.`,
      ],
    }),
    hi: ({ name, collegeName, dashboardUrl, validDays }) => ({
      subject: `${collegeName} ने आपको जुड़ने का अनुरोध भेजा है`,
      heading: `${collegeName} ने आपको जुड़ने का अनुरोध भेजा है`,
      paragraphs: [
        `नमस्ते ${name}, ${collegeName} ने आपको अपने छात्र के रूप में जुड़ने के लिए आमंत्रित किया है। स्वीकार करने पर आपका खाता कॉलेज से पहले से स्वीकृत होकर जुड़ जाएगा और उसकी परीक्षाएँ आपके लिए खुल जाएँगी।`,
        `लॉगिन करें और अपने डैशबोर्ड पर अनुरोध स्वीकार या अस्वीकार करें: ${dashboardUrl}`,
        `यह अनुरोध ${validDays} दिनों तक मान्य है।`,
      ],
    }),
  },
};

function noticeTexts<Kind extends Notice['kind']>(
  notice: Extract<Notice, { kind: Kind }>,
  language: Language,
): NoticeTexts {
  const write = NOTICE_TEXTS[notice.kind as Kind][language];
  return write(notice);
}

export function noticeMail(
  branding: Branding,
  { to, language, notice }: { to: string; language: Language | null; notice: Notice },
): MailMessage {
  const lang = mailLanguage(language);
  const { subject, heading, paragraphs } = noticeTexts(notice, lang);
  return {
    to,
    subject: `${subject} · ${branding.brand}`,
    text: [
      heading,
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      `— ${branding.brand}, ${branding.publicUrl}`,
    ].join('\n'),
    html: layout(branding, lang, heading, paragraphs),
  };
}
