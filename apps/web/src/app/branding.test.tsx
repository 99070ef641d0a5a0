// The branding at start: from index.html's start data when the server wrote it (no call, the app drawn at the
// first render), else from GET /v2/branding, and the page's title when neither answers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { START_DATA_ELEMENT_ID, type Branding } from '@specpulse/contract';
import { BrandingProvider, useBranding } from './branding.tsx';

const acme: Branding = {
  product_name: 'Acme </script> Specs',
  product_short_name: 'Acme',
  primary_color: '#1565c0',
  primary_color_dark: '#90caf9',
  support_email: null,
  logo_url: '/v2/branding/logo',
  favicon_url: '/v2/branding/favicon',
};

function ProductName() {
  return <p>{useBranding().product_name}</p>;
}

function writeStartData(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = START_DATA_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  document.getElementById(START_DATA_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
});

describe('BrandingProvider', () => {
  it("draws the app at once from the page's start data, without a call", () => {
    // As the server escapes it: '<' as \u003c.
    writeStartData(JSON.stringify({ branding: acme }).replace(/</g, '\\u003c'));
    render(
      <BrandingProvider>
        <ProductName />
      </BrandingProvider>,
    );
    expect(screen.getByText('Acme </script> Specs')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks GET /v2/branding when the page has no start data, or none it can read', async () => {
    writeStartData('{"branding": {"product_name": ""}}');
    fetchMock.mockResolvedValue(Response.json({ ...acme, product_name: 'Acme from the API' }));
    render(
      <BrandingProvider>
        <ProductName />
      </BrandingProvider>,
    );
    expect(await screen.findByText('Acme from the API')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/v2/branding');
  });
});
