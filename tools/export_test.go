package tools

import "time"

// SessionState counts what the server holds for live HTTP sessions: its session table, the
// project bindings it checked, and the always-inject subscriptions.
func (s *Server) SessionState() (sessions, bindings, subscriptions int) {
	s.sessions.mu.Lock()
	sessions = len(s.sessions.byID)
	s.sessions.mu.Unlock()
	s.binds.mu.Lock()
	bindings = len(s.binds.ok)
	s.binds.mu.Unlock()
	s.subs.mu.Lock()
	subscriptions = len(s.subs.subs)
	s.subs.mu.Unlock()
	return
}

// TellSessionEnds sends the id of every session that ends to ch.
func (s *Server) TellSessionEnds(ch chan<- string) {
	s.sessions.mu.Lock()
	s.sessions.gone = ch
	s.sessions.mu.Unlock()
}

// SetSessionClock makes the session table read time from now.
func (s *Server) SetSessionClock(now func() time.Time) {
	s.sessions.mu.Lock()
	s.sessions.now = now
	s.sessions.mu.Unlock()
}

// SweepIdleSessions runs one pass of the idle-session sweeper.
func (s *Server) SweepIdleSessions() { s.sweepIdleSessions() }
