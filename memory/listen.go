package memory

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/recall-mcp/recall/internal/dbconn"
	"github.com/recall-mcp/recall/internal/store"
)

// ListenHandler receives what ListenChanges hears. Every field may be nil.
type ListenHandler struct {
	// Listening is called each time LISTEN is acknowledged: at start and after every reconnect.
	// reconnected is true after a reconnect: changes made while the listener was away were not
	// heard, so whoever relies on the announcements must re-read.
	Listening func(reconnected bool)
	// Lost is called when the listener's connection fails, with the delay before the next try.
	Lost func(err error, retryIn time.Duration)
	// Change is called for every always-inject change, from any server process.
	Change func(Change)
	// AuthChanged is called when a change to tokens or principals (from any process) has emptied
	// the remembered identities (authCache).
	AuthChanged func()
	// Changed is called, while polling (ListenOptions.Poll), when something changed that may
	// concern the always-inject sets: whoever relies on the announcements must re-read.
	Changed func()
}

// ListenOptions tune ListenChanges. Zero values mean defaults.
type ListenOptions struct {
	MinBackoff time.Duration // first reconnect delay; default 1s
	MaxBackoff time.Duration // default 30s
	// Probe is how long the connection may stay silent before it is checked with a round trip
	// (a frozen or vanished server otherwise looks like a quiet one); default 2m. The round trip
	// is an empty query, no statement.
	Probe time.Duration
	// Conn is the connection to LISTEN on (RECALL_DATABASE_LISTEN_URL); nil: one like the pool's.
	Conn *pgx.ConnConfig
	// Poll, when positive, says there is no connection to LISTEN on (a transaction-mode pooler
	// without a listen URL): the listener reads every Poll whether anything changed (Changed) and
	// hears no announcement; the token cache stays off.
	Poll time.Duration
	// Notices are further channels to LISTEN on (the leader's, the background work's), each with
	// what to do with a payload announced in this process's schema: such a payload is
	// "schema rest", and the function gets it whole.
	Notices map[string]func(payload string)
}

// ListenChanges LISTENs on Channel, store.AuthChannel and the channels of o.Notices on a connection
// of its own (o.Conn: a direct one where the pool goes through a transaction-mode pooler) until
// ctx ends, reconnecting with exponential backoff. The backoff starts over after every
// acknowledged LISTEN, so a long outage long ago does not delay the next recovery. While it
// listens, Authenticate remembers the identities of the tokens it accepted (authCache); whenever
// it stops, they are forgotten and looked up again. With o.Poll it polls instead (pollChanges).
func (s *Service) ListenChanges(ctx context.Context, h ListenHandler, o ListenOptions) {
	if o.MinBackoff <= 0 {
		o.MinBackoff = time.Second
	}
	if o.MaxBackoff <= 0 {
		o.MaxBackoff = 30 * time.Second
	}
	if o.Probe <= 0 {
		o.Probe = 2 * time.Minute
	}
	ctx = dbconn.WithKind(ctx, dbconn.KindListen)
	if o.Poll > 0 {
		s.pollChanges(ctx, h, o)
		return
	}
	backoff := o.MinBackoff
	connectedBefore := false
	for ctx.Err() == nil {
		err := s.listenOnce(ctx, o, func() {
			backoff = o.MinBackoff // a good connection: the next outage starts from the bottom
			if s.opts.AuthCache != nil {
				s.opts.AuthCache.Listening(true)
			}
			if h.Listening != nil {
				h.Listening(connectedBefore)
			}
			connectedBefore = true
		}, h)
		if s.opts.AuthCache != nil {
			s.opts.AuthCache.Listening(false) // changes are no longer heard
		}
		if ctx.Err() != nil {
			return
		}
		if h.Lost != nil {
			h.Lost(err, backoff)
		}
		s.log.WarnContext(ctx, "change listener stopped; reconnecting", "err", err, "in", backoff)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, o.MaxBackoff)
	}
}

func (s *Service) listenOnce(ctx context.Context, o ListenOptions, listening func(), h ListenHandler) error {
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	cfg := o.Conn
	if cfg == nil {
		cfg = s.db.Config().ConnConfig
	}
	conn, err := pgx.ConnectConfig(cctx, cfg.Copy())
	cancel()
	if err != nil {
		return fmt.Errorf("connect: %w", err)
	}
	defer conn.Close(context.WithoutCancel(ctx))
	listen := "listen " + Channel + "; listen " + store.AuthChannel
	for ch := range o.Notices {
		listen += "; listen " + pgx.Identifier{ch}.Sanitize()
	}
	if err := roundTrip(ctx, conn, listen); err != nil {
		return err
	}
	var schema string
	if err := conn.QueryRow(ctx, `select current_schema()`).Scan(&schema); err != nil {
		return err
	}
	listening()
	for {
		wctx, cancel := context.WithTimeout(ctx, o.Probe)
		n, err := conn.WaitForNotification(wctx)
		cancel()
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if errors.Is(err, context.DeadlineExceeded) {
			// Silence: make sure the server is still there.
			pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.PgConn().Ping(pctx)
			cancel()
			if err != nil {
				return fmt.Errorf("probe: %w", err)
			}
			continue
		}
		if err != nil {
			return err
		}
		if notice := o.Notices[n.Channel]; notice != nil {
			if strings.HasPrefix(n.Payload, schema+" ") {
				notice(n.Payload)
			}
			continue
		}
		if n.Channel == store.AuthChannel {
			if n.Payload != schema {
				continue // another schema of the same database: not this process's tokens
			}
			if s.opts.AuthCache != nil {
				s.opts.AuthCache.AuthChanged()
			}
			if h.AuthChanged != nil {
				h.AuthChanged()
			}
			continue
		}
		var c struct {
			Change
			Schema string `json:"schema"`
		}
		if err := json.Unmarshal([]byte(n.Payload), &c); err != nil || c.Schema != "" && c.Schema != schema {
			continue // not ours: another schema of the same database
		}
		if h.Change != nil {
			h.Change(c.Change)
		}
	}
}

func roundTrip(ctx context.Context, conn *pgx.Conn, sql string) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	_, err := conn.Exec(ctx, sql)
	return err
}
