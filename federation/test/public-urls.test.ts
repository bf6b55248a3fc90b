import { frontendPublicUrls } from '../src/public-urls';

it('names every frontend on localhost at its port when no SHELL_URL is set', () => {
  const urls = frontendPublicUrls({ AUTH_PORT: '4302' });
  expect(urls.shell).toBe('http://localhost:3000');
  expect(urls.landing).toBe('http://localhost:3001');
  expect(urls.auth).toBe('http://localhost:4302');
});

it('names the shell by SHELL_URL and the remotes by the interface they listen on', () => {
  expect(frontendPublicUrls({ SHELL_URL: 'https://school.example/' })).toMatchObject({
    shell: 'https://school.example',
    landing: 'http://127.0.0.1:3001',
  });
  expect(frontendPublicUrls({ SHELL_URL: 'https://school.example', FRONTEND_HOST: '0.0.0.0' }).admin).toBe(
    'http://localhost:3004',
  );
});

it('leaves a frontend on port 0 to the server, which learns its port when it listens', () => {
  expect(frontendPublicUrls({ TEACHER_PORT: '0' })).not.toHaveProperty('teacher');
});
