// The one leave guard: a dirty modal form asks before Escape or its close icon close it (keep
// stays, discard closes); a clean one closes at once; while a dirty form is mounted the shell's
// router blocker asks before a navigation (keep stays, discard runs the form's discard and goes
// on) and beforeunload is held; the session's move to /login is never held.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import LeaveGuard from '../../../src/client/app/shell/LeaveGuard';
import { anyDirty, useChangedSinceOpen, useLeaveGuard } from '../../../src/client/lib/leaveGuard';
import { ModalDialog } from '../../../src/client/widgets/dialog/ModalDialog';

// the data router builds a Request for each navigation; jsdom has none (the browser test runs the real one)
if (typeof globalThis.Request === 'undefined') {
  (globalThis as { Request?: unknown }).Request = class {
    url: string;
    signal: AbortSignal | undefined;
    constructor(url: string, init?: { signal?: AbortSignal }) {
      this.url = url;
      this.signal = init?.signal;
    }
  };
}

const escape = () => fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 });
const beforeUnloadHeld = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

function FormDialog() {
  const [open, setOpen] = useState(true);
  const [value, setValue] = useState('');
  return (
    <ModalDialog open={open} title="表单" dirty={value !== ''} onClose={() => setOpen(false)} data-testid="form">
      <input aria-label="name" value={value} onChange={(e) => setValue(e.target.value)} />
    </ModalDialog>
  );
}

describe('a modal form', () => {
  it('closes at once while clean', () => {
    render(<FormDialog />);
    escape();
    expect(screen.queryByTestId('form')).toBeNull();
  });

  it('asks before Escape or the close icon close it with an edit: keep stays, discard closes', () => {
    render(<FormDialog />);
    fireEvent.change(screen.getByRole('textbox', { name: 'name' }), { target: { value: '半填' } });
    expect(anyDirty()).toBe(true);
    escape();
    expect(screen.getByTestId('leave-dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('leave-keep'));
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('半填');
    fireEvent.click(screen.getByTestId('dialog-close'));
    fireEvent.click(screen.getByTestId('leave-discard'));
    expect(screen.queryByTestId('form')).toBeNull();
    expect(anyDirty()).toBe(false);
  });
});

function Editor({ discard }: { discard: () => void }) {
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, discard);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        edit
      </button>
      <Link to="/other">other</Link>
      <Link to="/login">login</Link>
    </>
  );
}

function renderShell(discard = jest.fn()) {
  const Shell = ({ children }: { children: React.ReactNode }) => (
    <>
      <LeaveGuard />
      {children}
    </>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/doc',
        element: (
          <Shell>
            <Editor discard={discard} />
          </Shell>
        ),
      },
      {
        path: '/other',
        element: (
          <Shell>
            <p>other screen</p>
          </Shell>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/doc'] },
  );
  render(<RouterProvider router={router} />);
  return { router, discard };
}

describe('the shell', () => {
  it('lets a clean form go without asking', () => {
    const { router } = renderShell();
    expect(beforeUnloadHeld()).toBe(false);
    fireEvent.click(screen.getByText('other'));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks before leaving a dirty form: keep stays, discard drops the edits and goes on; reload is held', async () => {
    const { router, discard } = renderShell();
    fireEvent.click(screen.getByText('edit'));
    expect(beforeUnloadHeld()).toBe(true);
    await act(async () => fireEvent.click(screen.getByText('other')));
    expect(screen.getByTestId('leave-dialog')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByTestId('leave-keep')));
    expect(router.state.location.pathname).toBe('/doc');
    expect(discard).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByText('other')));
    await act(async () => fireEvent.click(screen.getByTestId('leave-discard')));
    expect(discard).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/other');
    expect(beforeUnloadHeld()).toBe(false);
  });

  it('never holds the move to /login (the session is ending)', async () => {
    const { router } = renderShell();
    fireEvent.click(screen.getByText('edit'));
    await act(async () => fireEvent.click(screen.getByText('login')));
    expect(router.state.location.pathname).toBe('/login');
  });
});

function Watched({ open, value }: { open: boolean; value: string }) {
  return <p data-testid="changed">{String(useChangedSinceOpen(open, { value }))}</p>;
}

it('useChangedSinceOpen compares with the value the form opened with', () => {
  const { rerender } = render(<Watched open={false} value="a" />);
  rerender(<Watched open value="b" />);
  expect(screen.getByTestId('changed')).toHaveTextContent('false');
  rerender(<Watched open value="c" />);
  expect(screen.getByTestId('changed')).toHaveTextContent('true');
  rerender(<Watched open value="b" />);
  expect(screen.getByTestId('changed')).toHaveTextContent('false');
  rerender(<Watched open={false} value="c" />);
  expect(screen.getByTestId('changed')).toHaveTextContent('false');
});
