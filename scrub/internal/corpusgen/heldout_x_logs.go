package main

// heldout_x_logs.go: CI logs, application logs, stack traces, crash reports, and bug reports
// whose redaction missed something.

import (
	"fmt"
)

func bxLogSamples() []Sample {
	type gen func() (string, string, []string, []string)
	gens := []gen{
		func() (string, string, []string, []string) {
			t := bxVendor()
			return "gha-log", fmt.Sprintf("2024-03-0%dT10:1%d:22.1234567Z ##[group]Run ./scripts/release.sh\n2024-03-0%dT10:1%d:22.1240000Z + echo \"using token ***\"\n2024-03-0%dT10:1%d:22.1250000Z + curl -fsSL -H 'Authorization: Bearer %s' https://uploads.example.com/v1/assets\n2024-03-0%dT10:1%d:23.0000000Z ##[endgroup]", bxN(1, 9), bxN(0, 9), bxN(1, 9), bxN(0, 9), bxN(1, 9), bxN(0, 9), t.val, bxN(1, 9), bxN(0, 9)), []string{t.val}, nil
		},
		func() (string, string, []string, []string) {
			p := bxURLPw()
			return "jenkins-log", fmt.Sprintf("[Pipeline] sh\n+ ./gradlew publish -PnexusUser=deploy -PnexusPassword=%s\n> Task :app:publishReleasePublicationToNexusRepository\nBUILD SUCCESSFUL in %dm %ds", p, bxN(1, 9), bxN(1, 59)), []string{p}, []string{"BUILD SUCCESSFUL"}
		},
		func() (string, string, []string, []string) {
			t := bxGlrt()
			return "gitlab-runner-log", fmt.Sprintf("Runtime platform                                    arch=amd64 os=linux pid=%d revision=%s version=16.%d.0\nRegistering runner... succeeded                     runner=%s\n$ gitlab-runner register --non-interactive --url https://gitlab.com/ --token %s --executor docker", bxN(1000, 99999), bxHex(8), bxN(1, 11), t[:8], t), []string{t}, nil
		},
		func() (string, string, []string, []string) {
			p := bxURLPw()
			ts := bxStamp()
			return "app-log", fmt.Sprintf("%s INFO  db: connecting to postgres://app:%s@%s:5432/app\n%s INFO  db: pool ready (size=10)\n%s INFO  http: listening on :8080", ts, p, bxL(bxHosts), ts, ts), []string{p}, []string{"http: listening on :8080"}
		},
		func() (string, string, []string, []string) {
			t := bxR(b64url, 40)
			return "access-log", fmt.Sprintf("%s - - [%s:%s +0000] \"GET /api/v1/export?format=csv&access_token=%s HTTP/1.1\" 200 %d \"-\" \"okhttp/4.12.0\"", bxIP(), "12/Mar/2024", bxTime(), t, bxN(200, 99999)), []string{t}, nil
		},
		func() (string, string, []string, []string) {
			p := bxURLPw()
			return "python-traceback", fmt.Sprintf("Traceback (most recent call last):\n  File \"/app/worker.py\", line %d, in <module>\n    conn = psycopg2.connect(DSN)\npsycopg2.OperationalError: could not translate host name \"db\" to address\n\nDSN was postgresql://worker:%s@db:5432/jobs", bxN(10, 300), p), []string{p}, []string{"Traceback (most recent call last):"}
		},
		func() (string, string, []string, []string) {
			t := bxVendor()
			return "node-error", fmt.Sprintf("Error: Request failed with status code 401\n    at createError (/srv/node_modules/axios/lib/core/createError.js:16:15)\n    at settle (/srv/node_modules/axios/lib/core/settle.js:17:12)\n  config: {\n    url: 'https://api.example.com/v2/deploy',\n    headers: { Authorization: 'Bearer %s' }\n  }", t.val), []string{t.val}, nil
		},
		func() (string, string, []string, []string) {
			t := bxVendor()
			return "crash-report", fmt.Sprintf("Incident Identifier: %s\nHardware Model:      iPhone15,%d\nProcess:             %s [%d]\nVersion:             %d.%d.%d (%d)\nOS Version:          iPhone OS 17.%d\n\nEnvironment:\n  API_BASE=https://api.forge.dev\n  %s=%s\n\nException Type:  EXC_CRASH (SIGABRT)", bxUUID(), bxN(2, 5), bxTitle(bxL(bxWords)), bxN(300, 9000), bxN(1, 4), bxN(0, 20), bxN(0, 9), bxN(100, 999), bxN(0, 5), t.env, t.val), []string{t.val}, []string{"Exception Type:  EXC_CRASH (SIGABRT)"}
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "android-logcat", fmt.Sprintf("%s  %d  %d D OkHttp  : --> POST https://auth.%s.games/login\n%s  %d  %d D OkHttp  : {\"username\":\"%s\",\"password\":\"%s\"}\n%s  %d  %d D OkHttp  : --> END POST", "03-14 09:12:55.301", bxN(1000, 9999), bxN(1000, 9999), bxL(bxWords), "03-14 09:12:55.302", bxN(1000, 9999), bxN(1000, 9999), bxL(bxUsers), p, "03-14 09:12:55.302", bxN(1000, 9999), bxN(1000, 9999)), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			t := bxGHP()
			return "issue", fmt.Sprintf("### Describe the bug\nThe action fails on push.\n\n### Config\n```yaml\nwith:\n  token: ghp_**************** # redacted\n```\n\n### Log\n```\nremote: Invalid username or password.\nfatal: Authentication failed for 'https://x-access-token:%s@github.com/%s/%s.git/'\n```", t, bxL(bxWords), bxL(bxProjects)), []string{t}, []string{"token: ghp_**************** # redacted"}
		},
		func() (string, string, []string, []string) {
			t := bxNpm()
			return "issue", fmt.Sprintf("**Environment**\n- node 20.11\n- npm 10.2\n\nI removed my token from .npmrc before posting (`_authToken=<removed>`) but here's the debug log:\n```\nnpm verb config //registry.npmjs.org/:_authToken=%s\nnpm ERR! code E403\n```", t), []string{t}, []string{"- node 20.11"}
		},
		func() (string, string, []string, []string) {
			k := bxAWSSecret()
			return "pr-comment", fmt.Sprintf("@%s the tf plan output in the PR description shows the secret in plain text:\n\n```\n  + secret_access_key = \"%s\"\n```\nCan you mark the output `sensitive = true` and rotate?", bxL(bxUsers), k), []string{k}, nil
		},
		func() (string, string, []string, []string) {
			p := bxPw()
			return "ansible-log", fmt.Sprintf("TASK [mysql : create app user] ***********************\nchanged: [%s] => (item={'name': 'app', 'password': '%s', 'priv': 'game.*:ALL'})\n\nPLAY RECAP ******************\n%s : ok=12 changed=3 unreachable=0 failed=0", bxIP(), p, bxIP()), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			t := bxDocker()
			return "circleci-log", "#!/bin/bash -eo pipefail\necho " + t + " | docker login -u pixelfox --password-stdin\nWARNING! Your password will be stored unencrypted in /home/circleci/.docker/config.json.\nLogin Succeeded", []string{t}, []string{"Login Succeeded"}
		},
		func() (string, string, []string, []string) {
			j := bxJWT()
			return "app-log", fmt.Sprintf("level=debug ts=%s caller=auth.go:%d msg=\"token refreshed\" token=%s expires_in=3600", bxStamp(), bxN(20, 400), j), []string{j}, nil
		},
		func() (string, string, []string, []string) {
			url, sec := bxSlackHook()
			return "jenkins-log", "[Pipeline] slackSend\nSlack Send Pipeline step running, values are - baseUrl: <empty>, teamDomain: forge, channel: #builds, color: good, botUser: false, webhookUrl: " + url, []string{sec}, nil
		},
		func() (string, string, []string, []string) {
			p := bxURLPw()
			return "unity-log", fmt.Sprintf("[Licensing::Module] Successfully connected to LicensingClient\n[Build] Uploading to ftp://%s:%s@cdn-upload.pixelfox.games/builds/%s/\nBuild completed with a result of 'Succeeded' in %d seconds", bxP("uploader", "cdn"), p, bxDate(), bxN(60, 900)), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			p := bxRandPw()
			return "java-stack", fmt.Sprintf("org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'dataSource'\nCaused by: java.sql.SQLException: Cannot create PoolableConnectionFactory (url=jdbc:mysql://db:3306/game, user=game, password=%s)\n\tat org.apache.commons.dbcp2.BasicDataSource.createPoolableConnectionFactory(BasicDataSource.java:653)", p), []string{p}, nil
		},
		func() (string, string, []string, []string) {
			k := bxSteamKey()
			return "dedicated-server-log", fmt.Sprintf("[%s] [Server] Starting dedicated server build %d\n[%s] [Steam] Using web API key %s\n[%s] [Server] Listening on 0.0.0.0:7777", bxTime(), bxN(1000, 9999), bxTime(), k, bxTime()), []string{k}, nil
		},
		func() (string, string, []string, []string) {
			t := bxR(alnum, 24)
			return "vercel-log", "Running \"vercel deploy --prod --token " + t + "\"\nVercel CLI 33.5.0\n🔍  Inspect: https://vercel.com/forge/site/" + bxR(alnum, 9) + " [2s]", []string{t}, []string{"Vercel CLI 33.5.0"}
		},
	}
	var out []Sample
	for i := 0; i < 22; i++ {
		f, text, secs, keep := gens[i%len(gens)]()
		s := bxS("log-"+f, f, text, secs...)
		if len(keep) > 0 && i%2 == 0 {
			s = bxK(s, keep...)
		}
		out = append(out, s)
	}
	return out
}
