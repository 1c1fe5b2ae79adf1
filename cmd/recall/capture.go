package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
	"github.com/recall-mcp/recall/tools"
)

// recall capture: the Stop / PreCompact / SessionEnd hook that saves what the user said worth
// keeping. A hook must never hold up or break the client's turn, so every failure is one line on
// stderr and exit status 0, with nothing on stdout; the work is bounded by --timeout and by how
// much transcript one run reads.
func init() {
	register("", func(a *app) *cobra.Command {
		var rawURL, token string
		var timeout time.Duration
		var maxBytes int64
		cmd := &cobra.Command{
			Use:   "capture [--url URL --token T] [--timeout D] [--max-bytes N]",
			Short: "Save the durable statements of a session's new turns, for Stop / PreCompact / SessionEnd hooks",
			Long: `Read a client hook's JSON on standard input (session_id, transcript_path, hook_event_name, …), read
the session's transcript (Claude Code's or Codex's JSONL) from where the last capture of that
session stopped, and save the durable statements of the user's new turns — requests to remember,
standing instructions, preferences, decisions, conventions, habits — as memories in the user's
words: scrubbed, deduplicated, within the write budget, tagged "captured", in one run per client
session (capture-<session id>), so ` + "`recall admin run revert RUN`" + ` undoes a session's captures.
Only the user's turns are read, never the assistant's or tool output.

Capture is off until an admin turns it on for the principal (` + "`recall admin principal set NAME --capture on`" + `);
while it is off nothing is read or saved. The command never fails the client's turn: it prints
nothing on standard output and exits 0 whatever happens, with a one-line reason on standard error
when something went wrong.

With --url (or RECALL_URL) the identity is the bearer token's (--token, or RECALL_TOKEN) and the new
turns are sent to that server (POST /hooks/capture), which extracts and saves them. Without, the
identity comes from the environment as for ` + "`recall serve`" + ` on stdio (RECALL_PRINCIPAL,
RECALL_AGENT) and the database from RECALL_DATABASE_URL.`,
			Example: `  # .claude/settings.json, or the plugin's hooks/hooks.json:
  #   "Stop": [{"hooks": [{"type": "command", "command": "recall capture", "async": true}]}]
  echo '{"session_id":"s1","transcript_path":"/tmp/t.jsonl","hook_event_name":"Stop"}' | recall capture
  recall capture --url https://recall.example.com --token "$RECALL_TOKEN" < hook.json`,
			Args: cobra.ArbitraryArgs,
		}
		cmd.Flags().StringVar(&rawURL, "url", "", "a recall server (its base URL, or its /mcp endpoint); default $RECALL_URL")
		cmd.Flags().StringVar(&token, "token", "", "bearer token for --url (default: $RECALL_TOKEN)")
		cmd.Flags().DurationVar(&timeout, "timeout", 10*time.Second, "give up after this long (at most 1m)")
		cmd.Flags().Int64Var(&maxBytes, "max-bytes", 8<<20, "read at most this many bytes of transcript per run; the rest waits for the next")
		// A hook's command line is written once and run every turn: even a bad flag must not fail
		// the client's turn.
		cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error {
			captureFailed(a, err)
			return nil
		})
		cmd.RunE = func(cmd *cobra.Command, args []string) error {
			o := captureOptions{url: rawURL, token: token, timeout: timeout, maxBytes: maxBytes}
			if err := a.capture(cmd.Context(), o, args); err != nil {
				captureFailed(a, err)
			}
			return nil
		}
		return cmd
	})
}

type captureOptions struct {
	url, token string
	timeout    time.Duration
	maxBytes   int64
}

// captureFailed is the one line a failed capture leaves on stderr.
func captureFailed(a *app, err error) {
	fmt.Fprintln(a.stderr, "recall capture:", strings.Join(strings.Fields(err.Error()), " "))
}

// hookInput is what capture reads of a hook's JSON (Claude Code's and Codex's share these names).
type hookInput struct {
	SessionID      string `json:"session_id"`
	TranscriptPath string `json:"transcript_path"`
	Event          string `json:"hook_event_name"`
}

// capturer is where a capture's two steps go: the memory service here, or a server.
type capturer interface {
	begin(ctx context.Context, session string) (memory.CaptureStart, error)
	capture(ctx context.Context, in memory.CaptureInput) (memory.CaptureResult, error)
}

func (a *app) capture(ctx context.Context, o captureOptions, args []string) error {
	switch {
	case len(args) > 0:
		return fmt.Errorf("takes no arguments (got %q): the hook's JSON comes on standard input", args[0])
	case o.timeout <= 0 || o.timeout > time.Minute:
		return fmt.Errorf("--timeout must be more than 0 and at most 1m")
	case o.maxBytes <= 0:
		return fmt.Errorf("--max-bytes must be positive")
	}
	ctx, cancel := context.WithTimeout(ctx, o.timeout)
	defer cancel()
	raw, err := readHookJSON(ctx, a.stdin, 1<<20, "within --timeout")
	if err != nil {
		return err
	}
	var in hookInput
	if err := json.Unmarshal(raw, &in); err != nil {
		return fmt.Errorf("standard input is not a hook's JSON: %w", err)
	}
	if in.SessionID == "" || in.TranscriptPath == "" {
		return fmt.Errorf("the hook's JSON has no session_id or transcript_path: run recall capture from a Stop, PreCompact or SessionEnd hook")
	}
	if o.token == "" {
		o.token = strings.TrimSpace(a.getenv("RECALL_TOKEN"))
	}
	if o.url == "" {
		o.url = strings.TrimSpace(a.getenv("RECALL_URL"))
	}
	var c capturer
	if o.url == "" {
		local, done, err := a.localCapturer(ctx)
		if err != nil || local == nil {
			return err // no such principal: nothing to capture for it
		}
		defer done()
		c = local
	} else {
		if o.token == "" {
			return fmt.Errorf("--url needs a bearer token: pass --token or set RECALL_TOKEN")
		}
		if c, err = newRemoteCapturer(o.url, o.token, strings.TrimSpace(a.getenv("RECALL_PROJECT")), in); err != nil {
			return err
		}
	}
	return runCapture(ctx, c, in, o.maxBytes)
}

// runCapture begins the capture, reads the transcript from the cursor and sends its new turns. A
// read that fails after the lease was taken gives the lease back, the cursor unmoved.
func runCapture(ctx context.Context, c capturer, in hookInput, maxBytes int64) error {
	st, err := c.begin(ctx, in.SessionID)
	if err != nil || st.State != memory.CaptureOn {
		return err // off or busy: the server logged it; nothing to say on the client's screen
	}
	read, err := readTranscript(in.TranscriptPath, st.Cursor, maxBytes)
	if err != nil {
		c.capture(ctx, memory.CaptureInput{Session: in.SessionID, Lease: st.Lease, Event: in.Event, End: st.Cursor}) //nolint:errcheck // releasing only
		return fmt.Errorf("read the transcript: %w", err)
	}
	res, err := c.capture(ctx, memory.CaptureInput{Session: in.SessionID, Lease: st.Lease, Event: in.Event,
		Turns: read.turns, End: read.end, Reread: read.reread})
	if err != nil {
		return err
	}
	if res.Stopped != "" {
		return fmt.Errorf("stopped after %d saved (%s): the rest is captured when there is room again", res.Saved+res.Updated, res.Stopped)
	}
	return nil
}

// localCapture captures through the memory service, as the stdio identity.
type localCapture struct {
	svc *memory.Service
	id  policy.Identity
}

func (l localCapture) begin(ctx context.Context, session string) (memory.CaptureStart, error) {
	return l.svc.BeginCapture(ctx, l.id, session)
}

func (l localCapture) capture(ctx context.Context, in memory.CaptureInput) (memory.CaptureResult, error) {
	return l.svc.Capture(ctx, l.id, in)
}

// localCapturer opens the database as RECALL_DATABASE_URL says, for the principal
// RECALL_PRINCIPAL names (nil when it does not exist: it has nothing to capture). Its logs go to
// stderr at RECALL_LOG_LEVEL, warnings only unless that is set: a hook's stderr is for people.
func (a *app) localCapturer(ctx context.Context) (capturer, func(), error) {
	c, err := a.env()
	if err != nil {
		return nil, nil, err
	}
	if c.Principal == "" {
		return nil, nil, fmt.Errorf("no identity: set RECALL_PRINCIPAL (and RECALL_AGENT), or RECALL_URL and RECALL_TOKEN for a remote server")
	}
	if a.getenv("RECALL_LOG_LEVEL") == "" {
		c.LogLevel = slog.LevelWarn
	}
	log := newLogger(a.stderr, c)
	pool, err := openDB(ctx, c, log)
	if err != nil {
		return nil, nil, err
	}
	svc, ids, err := newService(config{EmbedTimeout: c.EmbedTimeout}, pool, log)
	if err != nil {
		pool.Close()
		return nil, nil, err
	}
	p, err := ids.PrincipalByName(ctx, c.Principal)
	if memory.ErrorCode(err) == memory.CodeNotFound {
		pool.Close()
		return nil, nil, nil
	}
	if err != nil {
		pool.Close()
		return nil, nil, err
	}
	id := policy.Identity{PrincipalID: p.ID, Principal: p.Name, AgentID: c.Agent, Transport: "hook", ProjectID: c.Project}
	return localCapture{svc: svc, id: id}, pool.Close, nil
}

// remoteCapture captures through a server's POST /hooks/capture.
type remoteCapture struct {
	endpoint       *url.URL
	token, project string
	hook           hookInput
}

func newRemoteCapturer(rawURL, token, project string, hook hookInput) (remoteCapture, error) {
	u, err := hookEndpoint(rawURL, tools.CapturePath)
	if err != nil {
		return remoteCapture{}, err
	}
	return remoteCapture{endpoint: u, token: token, project: project, hook: hook}, nil
}

func (r remoteCapture) begin(ctx context.Context, session string) (memory.CaptureStart, error) {
	var out memory.CaptureStart
	err := r.post(ctx, tools.CaptureStep{Begin: true}, &out)
	return out, err
}

func (r remoteCapture) capture(ctx context.Context, in memory.CaptureInput) (memory.CaptureResult, error) {
	var out memory.CaptureResult
	err := r.post(ctx, tools.CaptureStep{Lease: in.Lease, Turns: in.Turns, End: in.End, Reread: in.Reread}, &out)
	return out, err
}

func (r remoteCapture) post(ctx context.Context, step tools.CaptureStep, out any) error {
	raw, err := postHook(ctx, r.endpoint, r.token, r.project,
		tools.CaptureHookRequest{SessionID: r.hook.SessionID, Event: r.hook.Event, Recall: &step}, 64<<10)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return errors.Join(fmt.Errorf("%s answered what is not a capture's JSON", r.endpoint.Redacted()), err)
	}
	return nil
}
