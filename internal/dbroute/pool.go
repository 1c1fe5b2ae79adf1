package dbroute

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/multitracer"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/recall-mcp/recall/internal/store"
)

// NewPool is pgxpool.NewWithConfig for a pool that drops all its connections as soon as one of
// them fails the way a failover fails (store.IsUnavailable): when the primary dies or is demoted,
// its other connections are dead or read-only too, and each would otherwise fail one more call
// before the pool learnt of it. New connections then find the new primary (a multi-host URL with
// target_session_attrs=read-write tries each host in order). A tracer cfg already has (the
// statement counter) is kept: both see every statement.
func NewPool(ctx context.Context, cfg *pgxpool.Config, log *slog.Logger) (*pgxpool.Pool, error) {
	w := &resetter{log: log}
	if t := cfg.ConnConfig.Tracer; t != nil {
		cfg.ConnConfig.Tracer = multitracer.New(t, w)
	} else {
		cfg.ConnConfig.Tracer = w
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	w.pool.Store(pool)
	return pool, nil
}

// resetter resets its pool after a failover-kind error, at most once a second.
type resetter struct {
	log  *slog.Logger
	pool atomic.Pointer[pgxpool.Pool]
	last atomic.Int64 // unix nanoseconds of the last reset
}

func (w *resetter) saw(err error) {
	if !store.IsUnavailable(err) {
		return
	}
	now := time.Now().UnixNano()
	last := w.last.Load()
	if now-last < int64(time.Second) || !w.last.CompareAndSwap(last, now) {
		return
	}
	if p := w.pool.Load(); p != nil {
		w.log.Warn("a database connection failed the way a failover or restart fails; dropping the pool's connections so new ones find the primary", "err", err)
		p.Reset() // idle connections now; the one failing, and others in use, when released
	}
}

func (w *resetter) TraceQueryStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceQueryStartData) context.Context {
	return ctx
}

func (w *resetter) TraceQueryEnd(_ context.Context, _ *pgx.Conn, d pgx.TraceQueryEndData) {
	w.saw(d.Err)
}

func (w *resetter) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	return ctx
}

func (w *resetter) TraceBatchQuery(context.Context, *pgx.Conn, pgx.TraceBatchQueryData) {}

func (w *resetter) TraceBatchEnd(_ context.Context, _ *pgx.Conn, d pgx.TraceBatchEndData) {
	w.saw(d.Err)
}
