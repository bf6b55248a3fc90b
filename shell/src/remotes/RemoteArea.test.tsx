import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteNames, type RemotesFile } from '@rollcall/federation';
import { shellRoutes } from '../routes/shellRoutes';
import { forgetContainer, loadExposed, registerContainers } from './containers';
import { RemoteArea } from './RemoteArea';
import { registerRemotesFile } from './runtime';

jest.mock('./containers', () => ({ loadExposed: jest.fn(), registerContainers: jest.fn(), forgetContainer: jest.fn() }));
const load = loadExposed as jest.Mock;

const moduleAt = (path: string) => shellRoutes.find((route) => route.path === path)!.module!;
const landingPage = moduleAt('/');
const adminApp = moduleAt('/admin/*');

const file: RemotesFile = {
  apiBase: 'http://gateway.test',
  remotes: Object.fromEntries(remoteNames.map((name) => [name, `http://${name}.test/remoteEntry.js`])) as RemotesFile['remotes'],
};

const remoteDown = () => Promise.reject(new Error('could not load the script http://landing.test/remoteEntry.js'));
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

  it('renders an already loaded component at once, without loading the remote again', () => {
    render(<RemoteArea module={landingPage} loaded={() => <h1>Attendance That Cares</h1>} />);
    expect(screen.getByRole('heading', { name: 'Attendance That Cares' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
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
    expect(forgetContainer).toHaveBeenCalledWith('landing');
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
  it('registers the remoteEntry.js of every remote of remotes.json, each tried again up to three times when it fails', () => {
    expect(registerContainers).toHaveBeenCalledWith(
      Object.fromEntries(remoteNames.map((name) => [name, `http://${name}.test/remoteEntry.js`])),
      { retryTimes: 2, retryDelay: 500 },
    );
  });
});
