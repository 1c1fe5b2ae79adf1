package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/recall-mcp/recall/internal/httpguard"
	"github.com/recall-mcp/recall/memory"
	"github.com/recall-mcp/recall/policy"
)

// RunIDHeader lets an HTTP client name the run its calls belong to (the unit of the save cap).
const RunIDHeader = "X-Recall-Run-Id"

// ProjectHeader binds an HTTP session to a project (when the token binds none, or the same one).
const ProjectHeader = "X-Recall-Project"

// HTTPHandler serves recall over HTTP: streamable MCP at /mcp and the hook endpoints at HookPath
// and CapturePath behind bearer-token authentication, and /healthz, /readyz and /metrics (counts
// and latencies only). It expects to be served behind httpguard.Wrap, which caps bodies and
// checks Host and Origin for every route.
func (s *Server) HTTPHandler() http.Handler {
	mcpHandler := server.NewStreamableHTTPServer(s.mcp,
		server.WithEndpointPath("/mcp"),
		server.WithHeartbeatInterval(30*time.Second),
		server.WithStreamableHTTPLogger(s.log),
		server.WithDisableLocalhostProtection(true), // hostGuard does it, with Origin and an allow-list
	)
	s.streams.add(mcpHandler)
	mux := http.NewServeMux()
	mux.Handle("/mcp", s.authenticate(s.endOnDrain(mcpHandler)))
	mux.Handle("POST "+HookPath, s.authenticate(http.HandlerFunc(s.hookContext)))
	mux.Handle("POST "+CapturePath, s.authenticate(http.HandlerFunc(s.captureHook)))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok\n")) //nolint:errcheck
	})
	mux.HandleFunc("GET /metrics", s.mets.handler)
	mux.HandleFunc("GET /readyz", s.ready)
	return mux
}

// ready answers 200 when the database answers and the change listener is listening (without
// it, subscribers would not hear about changes).
func (s *Server) ready(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.svc.DB().Ping(ctx); err != nil {
		http.Error(w, "database unreachable", http.StatusServiceUnavailable)
		return
	}
	if on, _ := s.Listening(); !on {
		http.Error(w, "change listener is not listening: subscribers would miss always-inject changes", http.StatusServiceUnavailable)
		return
	}
	w.Write([]byte("ready\n")) //nolint:errcheck
}

// authenticate resolves the bearer token to an identity for every request. No token, a
// malformed header, or an unknown or revoked token gets 401 with WWW-Authenticate: Bearer. It
// then counts the request against the principal's requests in progress (a notification stream
// against its streams instead), reads the (capped, rate-bound) body, marks bytes that are not
// UTF-8 so the field carrying them is refused by name, and gives the request its deadline: the
// request deadline, the confirmation timeout for a delete (a human answers within the call on
// older protocols), none for the streams that carry notifications, which are closed instead when
// their token is revoked.
func (s *Server) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
		token = strings.TrimSpace(token)
		if !ok || !strings.EqualFold(scheme, "Bearer") || token == "" {
			s.unauthorized(w, "", "missing bearer token: send Authorization: Bearer <token> (create one with `recall admin token create`, or sign in with OAuth)")
			return
		}
		actx, cancel := context.WithTimeout(r.Context(), s.lim.RequestTimeout)
		id, err := s.ids.Authenticate(actx, token)
		cancel()
		if err != nil {
			if !memory.IsDomain(err) {
				s.log.ErrorContext(r.Context(), "authentication failed", "err", err)
				w.Header().Set("Retry-After", "5")
				msg := "authentication is unavailable: the memory store did not answer; retry later"
				if memory.ErrorCode(memory.Unavailable(err)) == memory.CodeUnavailable {
					msg = memory.UnavailableMessage
				}
				http.Error(w, msg, http.StatusServiceUnavailable)
				return
			}
			s.log.WarnContext(r.Context(), "http request refused: bad token", "remote", r.RemoteAddr)
			s.unauthorized(w, "invalid_token", "unknown, expired or revoked token")
			return
		}
		id.Transport = "http"
		httpguard.SetPrincipal(r.Context(), id.Principal)
		// A token that pins a run (token create --run) keeps it, whatever the header says.
		if run := strings.TrimSpace(r.Header.Get(RunIDHeader)); run != "" && id.RunFrom != policy.RunFromToken {
			// Never logged, stored or echoed when refused: it may be a secret in the wrong place.
			if err := s.svc.CheckRunID(run); err != nil {
				s.log.WarnContext(r.Context(), "http request refused: bad run id header", id.LogAttrs())
				http.Error(w, RunIDHeader+": "+err.Error(), http.StatusBadRequest)
				return
			}
			id.RunID, id.RunFrom = run, policy.RunFromClient
		}
		if project := strings.TrimSpace(r.Header.Get(ProjectHeader)); project != "" {
			if err := policy.ValidateName(ProjectHeader, project); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
			if id.ProjectID != "" && id.ProjectID != project {
				s.log.WarnContext(r.Context(), "http request refused: project header disagrees with the token", id.LogAttrs())
				http.Error(w, fmt.Sprintf("%s %q disagrees with the project %q this token is bound to: drop the header, or use a token for that project", ProjectHeader, project, id.ProjectID), http.StatusForbidden)
				return
			}
			id.ProjectID = project
		}

		// Every request but a GET stream counts against the principal's requests in progress from
		// before its body is read (a body sent a byte at a time holds a connection too).
		endRequest, held := func() {}, r.Context()
		if r.Method != http.MethodGet {
			var err error
			if held, endRequest, err = s.holdRequest(held, id); err != nil {
				s.log.WarnContext(r.Context(), "http request refused: "+err.Error(), id.LogAttrs())
				w.Header().Set("Retry-After", "1")
				httpguard.Refuse(w, http.StatusTooManyRequests, err.Error())
				return
			}
		}
		defer endRequest()

		var rpc struct {
			Method string `json:"method"`
			Params struct {
				Name string `json:"name"`
			} `json:"params"`
		}
		if r.Body != nil && r.Body != http.NoBody {
			body, err := io.ReadAll(r.Body)
			if err != nil {
				httpguard.ReadFailed(w, err)
				return
			}
			body = MarkInvalidUTF8(body)
			json.Unmarshal(body, &rpc) //nolint:errcheck // a batch or bad JSON is mcp-go's to answer
			r.Body = io.NopCloser(bytes.NewReader(body))
		}

		ctx := withToken(WithIdentity(held, id), token)
		sid := r.Header.Get(server.HeaderKeySessionID)
		if sid != "" {
			s.sessions.touch(sid)
			defer s.sessions.touch(sid)
		}
		rc := http.NewResponseController(w)
		var cancelReq context.CancelFunc
		if r.Method == http.MethodGet || rpc.Method == string(mcp.MethodSubscriptionsListen) {
			// A notification stream: within the stream budget instead; no deadline; closed when its
			// token is revoked.
			endRequest()
			ctx, cancelReq = context.WithCancel(ctx)
			forget, status, err := s.tokStreams.add(s, token, id, cancelReq)
			if err != nil {
				cancelReq()
				s.log.WarnContext(r.Context(), "notification stream refused: "+err.Error(), id.LogAttrs())
				w.Header().Set("Retry-After", "10")
				http.Error(w, err.Error(), status)
				return
			}
			defer forget()
			mark := &streamMark{id: sid}
			if sid != "" {
				mark.held = s.sessions.hold(sid)
			}
			defer func() {
				if mark.held {
					s.sessions.release(mark.id)
				}
			}()
			ctx = context.WithValue(ctx, streamMarkKey{}, mark)
			rc.SetReadDeadline(time.Time{})  //nolint:errcheck
			rc.SetWriteDeadline(time.Time{}) //nolint:errcheck
		} else {
			// A little longer than the deadline the tool gets, so its clear error is written.
			d := s.lim.RequestTimeout + 2*time.Second
			if rpc.Method == string(mcp.MethodToolsCall) && asksPerson(rpc.Params.Name) {
				d += s.lim.RequestTimeout + s.lim.ConfirmTimeout // authorize, ask, delete
			}
			ctx, cancelReq = context.WithTimeout(ctx, d)
			rc.SetWriteDeadline(time.Now().Add(d + 5*time.Second)) //nolint:errcheck
		}
		defer cancelReq()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// unauthorized answers 401 with an RFC 6750 challenge: error="invalid_token" when a token was
// sent and refused, and the protected resource metadata (RFC 9728) for OAuth clients.
func (s *Server) unauthorized(w http.ResponseWriter, code, msg string) {
	ch := `Bearer realm="recall"`
	if code != "" {
		ch += `, error="` + code + `", error_description="` + msg + `"`
	}
	if s.prm != "" {
		ch += `, resource_metadata="` + s.prm + `"`
	}
	w.Header().Set("WWW-Authenticate", ch)
	http.Error(w, msg, http.StatusUnauthorized)
}

// tokenStreams are the long-lived requests (notification streams) open per bearer token, counted
// per principal and in all against the stream budget. While any is open, a checker verifies
// every TokenRecheck that their tokens are still valid and closes the streams of a revoked one
// (and forgets its subscriptions).
type tokenStreams struct {
	mu          sync.Mutex
	byToken     map[string]map[*streamHandle]bool
	byPrincipal map[string]int
	total       int
	checking    bool
}

type streamHandle struct {
	principal string
	cancel    context.CancelFunc
}

// add registers a stream and returns the function that forgets it; or, when the principal or the
// server has no stream left in its budget, the status and the error to answer with.
func (st *tokenStreams) add(s *Server, token string, id policy.Identity, cancel context.CancelFunc) (func(), int, error) {
	h := &streamHandle{principal: id.Principal, cancel: cancel}
	st.mu.Lock()
	if n := st.byPrincipal[id.PrincipalID]; n >= s.lim.StreamsPerPrincipal {
		st.mu.Unlock()
		return nil, http.StatusTooManyRequests, fmt.Errorf("%s already holds %d notification streams, the most one principal may (RECALL_STREAMS_PER_PRINCIPAL): close one, or use one stream per session", id.Principal, n)
	}
	if st.total >= s.lim.MaxStreams {
		st.mu.Unlock()
		return nil, http.StatusServiceUnavailable, fmt.Errorf("the server holds %d notification streams, the most it allows (RECALL_MAX_STREAMS): retry later", st.total)
	}
	if st.byToken == nil {
		st.byToken = map[string]map[*streamHandle]bool{}
		st.byPrincipal = map[string]int{}
	}
	st.byPrincipal[id.PrincipalID]++
	st.total++
	if st.byToken[token] == nil {
		st.byToken[token] = map[*streamHandle]bool{}
	}
	st.byToken[token][h] = true
	if !st.checking {
		st.checking = true
		go s.checkTokens()
	}
	st.mu.Unlock()
	return func() {
		st.mu.Lock()
		delete(st.byToken[token], h)
		if len(st.byToken[token]) == 0 {
			delete(st.byToken, token)
		}
		if st.byPrincipal[id.PrincipalID]--; st.byPrincipal[id.PrincipalID] <= 0 {
			delete(st.byPrincipal, id.PrincipalID)
		}
		st.total--
		st.mu.Unlock()
	}, 0, nil
}

// OpenStreams returns how many notification streams are open (for tests and metrics).
func (s *Server) OpenStreams() int {
	s.tokStreams.mu.Lock()
	defer s.tokStreams.mu.Unlock()
	n := 0
	for _, hs := range s.tokStreams.byToken {
		n += len(hs)
	}
	return n
}

// checkTokens runs while streams are open.
func (s *Server) checkTokens() {
	t := time.NewTicker(s.lim.TokenRecheck)
	defer t.Stop()
	for range t.C {
		st := &s.tokStreams
		st.mu.Lock()
		if len(st.byToken) == 0 {
			st.checking = false
			st.mu.Unlock()
			return
		}
		tokens := make([]string, 0, len(st.byToken))
		for tok := range st.byToken {
			tokens = append(tokens, tok)
		}
		st.mu.Unlock()

		ctx, cancel := context.WithTimeout(context.Background(), s.lim.RequestTimeout)
		live, err := s.ids.LiveTokens(ctx, tokens)
		cancel()
		if err != nil {
			if s.OpenStreams() > 0 {
				s.log.Warn("could not check notification streams' tokens; will retry", "err", err)
			}
			continue
		}
		for _, tok := range tokens {
			if live[tok] {
				continue
			}
			st.mu.Lock()
			hs := st.byToken[tok]
			delete(st.byToken, tok)
			st.mu.Unlock()
			for h := range hs {
				s.log.Info("closing a notification stream: its token was revoked", "principal", h.principal)
				h.cancel()
			}
			s.forgetToken(tok)
		}
	}
}
