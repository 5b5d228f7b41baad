import { Phone } from 'lucide-react';
import { paths } from '../../../app/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TextLink } from '../../../components/ui/text-link';
import { getSupportPhone, toTelHref } from '../../../lib/site-config';

export function ContactPage() {
  const phone = getSupportPhone();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <PageHeader title="Contact Us" description="We are glad to help students and colleges get started." />
      <Card className="space-y-4">
        {phone ? (
          <p className="flex items-center gap-3 text-lg text-slate-900">
            <Phone aria-hidden="true" className="h-5 w-5 text-indigo-700" />
            <span>
              Call us on{' '}
              <a
                href={toTelHref(phone)}
                className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
              >
                {phone}
              </a>
            </span>
          </p>
        ) : (
          <p className="text-slate-700">This site has not published a support phone number yet.</p>
        )}
        <p className="text-slate-700">
          A form to send us a message will be added here soon. Looking for answers?{' '}
          <TextLink to={paths.getHelp.href()}>Get help</TextLink>.
        </p>
      </Card>
    </div>
  );
}
