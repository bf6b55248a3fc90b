import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesFile } from '@rollcall/federation';
import { adminApp, landingPage } from './areas';
import { RemoteArea } from './RemoteArea';
import { registerRemotesFile } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const load = loadRemote as jest.Mock;

const file: RemotesFile = {
  apiBase: 'http://gateway.test',
  remotes: {
    landing: 'http://landing.test/remoteEntry.js',
    auth: 'http://auth.test/remoteEntry.js',
    superadmin: 'http://superadmin.test/remoteEntry.js',
    admin: 'http://admin.test/remoteEntry.js',
  },
};

const remoteDown = () => Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
const exposing = (text: string) => Promise.resolve({ default: () => <h1>{text}</h1> });

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  registerRemotesFile(file);
});

describe('RemoteArea', () => {
  it('renders the exposed component of the remote', async () => {
    load.mockImplementation(() => exposing('Attendance That Cares'));
    render(<RemoteArea module={landingPage} />);
    expect(await screen.findByRole('heading', { name: 'Attendance That Cares' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('landing/LandingPage');
  });

  it('says the area is unavailable when its remote is down, while another area keeps working', async () => {
    load.mockImplementation((id: string) => (id === 'landing/LandingPage' ? remoteDown() : exposing('Admin dashboard')));
    render(
      <>
        <RemoteArea module={landingPage} />
        <RemoteArea module={adminApp} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'The home page is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
  });

  it('Retry forgets the failed remote and really loads it again', async () => {
    load.mockImplementationOnce(remoteDown).mockImplementation(() => exposing('Attendance That Cares'));
    render(<RemoteArea module={landingPage} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Attendance That Cares' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'landing', entry: file.remotes.landing }], { force: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps offering Retry while the remote stays down', async () => {
    load.mockImplementation(remoteDown);
    render(<RemoteArea module={landingPage} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The home page is unavailable right now' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('registerRemotesFile', () => {
  it('registers every remote of remotes.json with a retry plugin and a failure report', () => {
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'landing', entry: 'http://landing.test/remoteEntry.js' },
      { name: 'auth', entry: 'http://auth.test/remoteEntry.js' },
      { name: 'superadmin', entry: 'http://superadmin.test/remoteEntry.js' },
      { name: 'admin', entry: 'http://admin.test/remoteEntry.js' },
    ]);
    const plugins = (registerPlugins as jest.Mock).mock.calls[0][0] as Array<{ name: string; errorLoadRemote?: unknown }>;
    expect(plugins.map((plugin) => plugin.name)).toEqual(['retry-plugin', 'rollcall-report-failed-remote']);
  });
});
