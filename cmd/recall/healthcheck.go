package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/spf13/cobra"
)

func init() {
	register("", func(a *app) *cobra.Command {
		cmd := &cobra.Command{
			Use:   "healthcheck",
			Short: "Exit 0 when a recall server answers its readiness check, 1 otherwise",
			Long: `Ask a running recall server whether it is ready (GET --url, by default /readyz on the
container's port) and exit 0 on a 2xx answer, 1 otherwise. It needs no shell, curl or database
settings, so an image built FROM scratch can use it as its HEALTHCHECK.`,
			Example: `  recall healthcheck
  recall healthcheck --url http://127.0.0.1:8080/healthz --timeout 2s`,
			Args: noArgs,
		}
		target := cmd.Flags().String("url", "http://127.0.0.1:8080/readyz", "the URL to GET: /readyz (database reachable) or /healthz (process alive)")
		timeout := cmd.Flags().Duration("timeout", 5*time.Second, "give up after this long")
		cmd.RunE = runE(func(cmd *cobra.Command, _ []string) error {
			u, err := url.Parse(*target)
			if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				return usagef("--url %q: use an http(s) URL like http://127.0.0.1:8080/readyz", *target)
			}
			if *timeout <= 0 {
				return usagef("--timeout must be positive")
			}
			return healthcheck(cmd.Context(), u.String(), *timeout, a.stdout)
		})
		return cmd
	})
}

// healthcheck GETs target and succeeds on a 2xx status.
func healthcheck(ctx context.Context, target string, timeout time.Duration, stdout io.Writer) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("healthcheck: %w", err)
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("healthcheck: %s answered %s: %s", target, resp.Status, body)
	}
	fmt.Fprintf(stdout, "%s: %s\n", target, resp.Status)
	return nil
}
