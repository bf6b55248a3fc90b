/** How often a remote's entry script is fetched again before its area says it is unavailable. */
export interface ScriptRetry {
  retryTimes: number;
  retryDelay: number;
}

function appendScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load the script ${url}`));
    };
    document.head.append(script);
  });
}

/** Runs the script at `url` once it has loaded, trying again `retryTimes` times `retryDelay` ms apart. */
export async function loadScript(url: string, { retryTimes, retryDelay }: ScriptRetry): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await appendScript(url);
    } catch (error) {
      if (attempt >= retryTimes) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay));
    }
  }
}
