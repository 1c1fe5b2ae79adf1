package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"time"

	"github.com/recall-mcp/recall/internal/siege"
	"github.com/recall-mcp/recall/memory"
)

// siegeOptions sizes the connection attacks of -siege.
type siegeOptions struct {
	sockets  int           // attacking connections at once
	maxConns int           // the server's RECALL_MAX_CONNECTIONS
	every    time.Duration // one body byte per socket this often
	length   int           // each slow body's declared Content-Length
	duration time.Duration // how long the victim searches under each attack
}

// measureSiege runs each connection attack of docs/security.md against a fresh `recall serve`
// while another principal searches every 250 ms, and prints how many of its searches succeeded.
func measureSiege(ctx context.Context, out io.Writer, bin string, o siegeOptions) error {
	b, err := newBench(ctx, false, bin, false)
	if err != nil {
		return err
	}
	defer b.close()
	b.env = append(b.env, "RECALL_MAX_CONNECTIONS="+strconv.Itoa(o.maxConns))
	if _, err := b.ids.AddPrincipal(ctx, benchAdmin, "mallory", "member", false, nil); err != nil {
		return err
	}
	mallory, err := b.ids.CreateToken(ctx, benchAdmin, "mallory", "")
	if err != nil {
		return err
	}
	id, err := b.ids.Authenticate(ctx, mallory)
	if err != nil {
		return err
	}
	target, err := b.svc.Save(ctx, id, memory.SaveInput{Scope: "user", RecallHint: "the memory mallory keeps asking to delete", Content: "x"})
	if err != nil {
		return err
	}
	if err := b.load(ctx, "bench", 1000); err != nil {
		return err
	}
	fmt.Fprintf(out, "recall-bench -siege: %d attacking sockets, RECALL_MAX_CONNECTIONS=%d, a body byte every %s; the victim searches every 250ms for %s\n",
		o.sockets, o.maxConns, o.every, o.duration)

	attacks := []struct {
		name string
		run  func(ctx context.Context, base string) (wait func(), report func() string, err error)
	}{
		{"slow bodies to /login, no token", func(ctx context.Context, base string) (func(), func() string, error) {
			a := &siege.SlowBodies{Addr: hostOf(base), Path: "/login", Length: o.length, Every: o.every, Sockets: o.sockets,
				Header: http.Header{"Content-Type": {"application/x-www-form-urlencoded"}}}
			return a.Run(ctx), func() string { return fmt.Sprintf("held at most %d; %s", a.Peak.Load(), a.Outcomes.String()) }, nil
		}},
		{"slow bodies to /mcp, with a token", func(ctx context.Context, base string) (func(), func() string, error) {
			a := &siege.SlowBodies{Addr: hostOf(base), Path: "/mcp", Length: o.length, Every: o.every, Sockets: o.sockets,
				Header: http.Header{"Content-Type": {"application/json"}, "Authorization": {"Bearer " + mallory},
					"Accept": {"application/json, text/event-stream"}}}
			return a.Run(ctx), func() string { return fmt.Sprintf("held at most %d; %s", a.Peak.Load(), a.Outcomes.String()) }, nil
		}},
		{"unanswered delete confirmations", func(ctx context.Context, base string) (func(), func() string, error) {
			a := &siege.Confirmations{URL: base + "/mcp", Token: mallory, MemoryID: target.ID, Count: o.sockets, Retry: o.every}
			wait, err := a.Run(ctx)
			return wait, func() string { return fmt.Sprintf("held at most %d; %s", a.Peak.Load(), a.Outcomes.String()) }, err
		}},
	}
	for _, at := range attacks {
		srv, err := b.startServer(ctx)
		if err != nil {
			return err
		}
		base := srv.url[:len(srv.url)-len("/mcp")]
		victim, err := connect(ctx, srv.url, b.token)
		if err != nil {
			return err
		}
		actx, stop := context.WithCancel(ctx)
		wait, report, err := at.run(actx, base)
		if err != nil {
			stop()
			return fmt.Errorf("%s: %w", at.name, err)
		}
		vctx, vstop := context.WithTimeout(actx, o.duration)
		ok, failed, why := siege.Victim(vctx, 250*time.Millisecond, 20*time.Second, func(ctx context.Context) error {
			return callTool(ctx, victim, "searchMemory", map[string]any{"query": "what do we know about the deploy window?", "limit": 5})
		})
		vstop()
		stop()
		wait()
		victim.Close()
		srv.cmd.Process.Signal(os.Interrupt) //nolint:errcheck // b.close waits for it
		fmt.Fprintf(out, "%-36s victim searches ok %d of %d (%.1f%%)", at.name, ok, ok+failed, 100*float64(ok)/float64(max(ok+failed, 1)))
		if failed > 0 {
			fmt.Fprintf(out, "; failures: %s", why)
		}
		fmt.Fprintf(out, "\n  attack: %s\n", report())
	}
	return nil
}

func hostOf(base string) string {
	u, _ := url.Parse(base)
	return u.Host
}
