import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { PackageField } from './PackageField';

/** An XMLHttpRequest whose upload the test moves on and answers. */
class FakeRequest {
  static last: FakeRequest | null = null;
  readonly upload = new EventTarget();
  readonly events = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  address = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  open(method: string, address: string) {
    this.method = method;
    this.address = address;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  send(body: unknown) {
    this.body = body;
    FakeRequest.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }),
    );
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

const uploaded = {
  _id: 'b'.repeat(24),
  standard: 'scorm2004-4',
  title: 'Switching basics',
  units: [
    { id: 'one', title: 'One', launch: 'one.html' },
    { id: 'two', title: 'Two', launch: 'two.html' },
  ],
  files: 4,
  bytes: 2048,
};

function Field({ onChange }: { onChange(id: string): void }) {
  const [value, setValue] = useState('');
  return (
    <PackageField
      label="Package (.zip) (English)"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const zip = () =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'switching.zip', { type: 'application/zip' });

describe("a package lesson's zip field", () => {
  it('uploads the zip as soon as it is chosen, shows its progress, then what the package is', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const onChange = vi.fn();
    const { user } = await renderInApp(<Field onChange={onChange} />);
    await user.upload(screen.getByLabelText('Package (.zip) (English)', { selector: 'input' }), zip());

    const request = FakeRequest.last as FakeRequest;
    expect([request.method, request.address]).toEqual(['POST', '/api/lesson-packages']);
    // the server takes a cookie session's change only with this header
    expect(request.headers['X-Requested-With']).toBe('academy');
    expect((request.body as FormData).get('files')).toBeInstanceOf(File);

    request.progress(1, 4);
    expect(await screen.findByText('Uploading switching.zip: 25%')).toBeVisible();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    request.progress(4, 4);
    expect(await screen.findByText('Checking switching.zip…')).toBeVisible();

    request.answer(200, { status: 1, data: uploaded });
    expect(await screen.findByText(/SCORM 2004 \(4th edition\) · 2 units/)).toBeVisible();
    expect(screen.getByText('Switching basics')).toBeVisible();
    expect(onChange).toHaveBeenCalledWith(uploaded._id);
    expect(screen.getByRole('button', { name: 'Remove the file of Package (.zip) (English)' })).toBeEnabled();
  });

  it("says in the author's language why the server refused the package, and keeps nothing", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const onChange = vi.fn();
    const { user } = await renderInApp(<Field onChange={onChange} />, { language: 'pt' });
    await user.upload(screen.getByLabelText('Package (.zip) (English)', { selector: 'input' }), zip());
    (FakeRequest.last as FakeRequest).answer(422, {
      status: 2,
      error: 'validation-failed',
      message: 'Validation failed',
      fields: { package: 'package.noManifest' },
    });
    expect(
      await screen.findByText('O pacote não tem imsmanifest.xml (SCORM) nem cmi5.xml (cmi5) na raiz.'),
    ).toBeVisible();
    expect(screen.getByText('Nenhum pacote escolhido')).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
  });
});
