import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

const demo = await createTestApp();
const razorpay = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'secret' });

describe('security headers', () => {
  it('JSON answers carry the headers that apply to them, without a page policy', async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it("pages get a Content-Security-Policy that allows only our own scripts and YouTube's player API", async () => {
    const response = await demo.app.inject({ method: 'GET', url: '/StudentLogin' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://www.youtube.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('razorpay');
  });

  it("Razorpay's checkout hosts are allowed only when Razorpay is configured", async () => {
    const response = await razorpay.app.inject({ method: 'GET', url: '/StudentLogin' });
    expect(String(response.headers['content-security-policy'])).toContain(
      "script-src 'self' https://www.youtube.com https://checkout.razorpay.com",
    );
  });
});
