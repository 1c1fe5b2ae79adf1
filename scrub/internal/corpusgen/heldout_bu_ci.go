package main

import (
	"fmt"
	"strings"
)

// CI/CD pipelines (GitHub Actions, GitLab CI, Jenkins, ArgoCD) with secrets.

func hbuCIGens() []hbuGen {
	return []hbuGen{
		{hbuCIGHALog, 6},
		{hbuCIGHAWorkflow, 6},
		{hbuCIGitlabVars, 6},
		{hbuCIRunnerRegister, 5},
		{hbuCIJenkinsConsole, 5},
		{hbuCIJenkinsfile, 5},
		{hbuCIJenkinsDecrypt, 4},
		{hbuCIArgoLog, 4},
		{hbuCINpmrc, 5},
		{hbuCITwine, 4},
		{hbuCIEnvDump, 5},
		{hbuCICommitLeak, 6},
		{hbuCIDockerBuildArg, 5},
		{hbuCISonar, 4},
		{hbuCISnyk, 4},
	}
}

func hbuCIGHALog() Sample {
	pw := pick([]string{hbuDockerPat(), hbuPwURL(), rnd(alnum, 30)})
	user := pick([]string{"acmebot", "acme-ci", "deploy-acme"})
	text := fmt.Sprintf("%s Run docker login -u %s -p %s %s\n%s WARNING! Using --password via the CLI is insecure. Use --password-stdin.\n%s Login Succeeded\n%s Run docker push %s/%s:%s",
		hbuTS(), user, pw, pick([]string{"docker.io", "harbor.acme.io"}), hbuTS(), hbuTS(), hbuTS(), user, pick(hbuSvcs), hbuHex(7))
	return hbuS("registry-password", "ci-log", text, []string{pw}, user)
}

func hbuCIGHAWorkflow() Sample {
	var name, val, cat string
	switch rng.IntN(3) {
	case 0:
		name, val, cat = "SLACK_BOT_TOKEN", hbuSlackBot(), "slack-token"
	case 1:
		name, val, cat = "GH_TOKEN", hbuGhp(), "github-token"
	default:
		name, val, cat = "DATADOG_API_KEY", hbuDD(), "datadog-api-key"
	}
	text := fmt.Sprintf("name: deploy-%s\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      AWS_REGION: %s\n      %s: %s   # TODO move to secrets\n    steps:\n      - uses: actions/checkout@v4\n      - run: make deploy ENV=%s", pick(hbuSvcs), pick(hbuRegions), name, val, pick(hbuEnvs))
	return hbuS(cat, "yaml", text, []string{val}, name)
}

func hbuCIGitlabVars() Sample {
	pw := hbuPwURL()
	user := hbuUser()
	host := hbuHost()
	text := fmt.Sprintf("variables:\n  POSTGRES_DB: %s\n  POSTGRES_USER: %s\n  POSTGRES_PASSWORD: \"%s\"\n  DATABASE_URL: \"postgresql://%s:%s@%s:5432/%s\"\n\nmigrate:\n  stage: deploy\n  image: registry.gitlab.com/acme/tools/flyway:%d\n  script:\n    - flyway -url=jdbc:postgresql://%s/%s migrate",
		"app", user, pw, user, pw, host, "app", hbuN(9, 11), host, "app")
	return hbuS("db-password", "yaml", text, []string{pw}, user, host)
}

func hbuCIRunnerRegister() Sample {
	tok := pick([]string{"glrt-" + rnd(alnum+"-_", 20), "GR1348941" + rnd(alnum+"-_", 20), "glrt-t" + fmt.Sprint(hbuN(1, 3)) + "_" + rnd(alnum+"-_", 27)})
	text := fmt.Sprintf("# runner on %s\nsudo gitlab-runner register --non-interactive \\\n  --url https://gitlab.%s/ \\\n  --token %s \\\n  --executor docker \\\n  --docker-image alpine:3.%d \\\n  --description \"%s-docker-%d\"", hbuHost(), pick([]string{"acme.io", "com"}), tok, hbuN(17, 21), pick(hbuEnvs), hbuN(1, 9))
	return hbuS("gitlab-runner-token", "shell", text, []string{tok})
}

func hbuCIJenkinsConsole() Sample {
	tok := "11" + hbuHex(32)
	user := pick([]string{"jenkins-bot", "admin", "release"})
	job := pick(hbuSvcs) + "-" + pick([]string{"deploy", "release", "nightly"})
	text := fmt.Sprintf("Started by upstream project \"%s\" build number %d\n[Pipeline] sh\n+ curl -sf -X POST -u %s:%s https://jenkins.acme.io/job/%s/buildWithParameters?ENV=%s\n[Pipeline] echo\ntriggered downstream\nFinished: SUCCESS", job, hbuN(100, 4000), user, tok, job, pick(hbuEnvs))
	return hbuS("jenkins-api-token", "ci-log", text, []string{tok}, job)
}

func hbuCIJenkinsfile() Sample {
	pw := hbuPw()
	host := hbuHost()
	text := fmt.Sprintf("pipeline {\n  agent any\n  environment {\n    DB_HOST = '%s'\n    DB_PASS = '%s'\n  }\n  stages {\n    stage('Backup') {\n      steps {\n        sh 'pg_dump -h $DB_HOST -U backup app | gzip > app-$(date +%%F).sql.gz'\n      }\n    }\n  }\n}", host, pw)
	return hbuS("db-password", "code", text, []string{pw}, host)
}

func hbuCIJenkinsDecrypt() Sample {
	pw := hbuPw()
	id := pick([]string{"nexus-deploy", "prod-db", "vsphere-admin", "artifactory"})
	text := fmt.Sprintf("Script console on jenkins-%s (for the migration, will delete this note):\n\nprintln(hudson.util.Secret.decrypt(\"{%s}\"))\n\nResult: %s\n\nthat's the '%s' credential, moved it to Vault", pick(hbuEnvs), hbuB64(44)+"=", pw, id)
	return hbuS("jenkins-credential", "note", text, []string{pw}, id)
}

func hbuCIArgoLog() Sample {
	pw := hbuPwURL()
	app := pick(hbuSvcs) + "-" + pick(hbuEnvs)
	text := fmt.Sprintf("$ argocd app set %s -p auth.rootPassword=%s\n$ argocd app sync %s\nTIMESTAMP                  GROUP  KIND         NAMESPACE  NAME   STATUS   HEALTH\n%s         Secret       %s  %s  Synced\n%s  apps   StatefulSet  %s  %s  Synced   Progressing", app, pw, app, hbuTS()[:19]+"Z", hbuNS(), app, hbuTS()[:19]+"Z", hbuNS(), app)
	return hbuS("helm-param-password", "shell", text, []string{pw}, app)
}

func hbuCINpmrc() Sample {
	tok := hbuNpm()
	text := fmt.Sprintf("- name: Configure npm\n  run: |\n    echo \"//registry.npmjs.org/:_authToken=%s\" > ~/.npmrc\n    echo \"@acme:registry=https://npm.pkg.github.com\" >> ~/.npmrc\n    npm ci", tok)
	if hbuCoin() {
		text = fmt.Sprintf("$ cat .npmrc\nregistry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=%s\nalways-auth=true", tok)
	}
	return hbuS("npm-token", "shell", text, []string{tok})
}

func hbuCITwine() Sample {
	tok := "pypi-AgEIcHlwaS5vcmc" + rnd(b64url, hbuN(120, 170))
	text := fmt.Sprintf("+ twine upload --non-interactive -u __token__ -p %s dist/*\nUploading distributions to https://upload.pypi.org/legacy/\nUploading acme_ops_tools-%d.%d.%d-py3-none-any.whl\n100%% ━━━━━━━━━━━━━━━━━━━━ %d.%d/%d.%d kB", tok, hbuN(0, 3), hbuN(0, 20), hbuN(0, 9), hbuN(10, 90), hbuN(0, 9), hbuN(10, 90), hbuN(0, 9))
	return hbuS("pypi-token", "ci-log", text, []string{tok}, "__token__")
}

func hbuCIEnvDump() Sample {
	a, b := hbuAWSSecret(), hbuPw()
	text := fmt.Sprintf("$ env | sort   # debug step, remove!\nCI=true\nCI_COMMIT_SHA=%s\nCI_JOB_ID=%d\nCI_PIPELINE_ID=%d\nAWS_DEFAULT_REGION=%s\nAWS_SECRET_ACCESS_KEY=%s\nHOME=/root\nPGPASSWORD=%s\nPGUSER=%s\nRUNNER_TEMP=/tmp/runner", hbuHex(40), hbuN(1e6, 9e6), hbuN(1e5, 9e5), pick(hbuRegions), a, b, hbuUser())
	return hbuS("env-dump", "ci-log", text, []string{a, b}, "CI_JOB_ID")
}

func hbuCICommitLeak() Sample {
	var tok string
	switch rng.IntN(3) {
	case 0:
		tok = hbuGhp()
	case 1:
		tok = hbuSlackBot()
	default:
		tok = hbuGlpat()
	}
	file := pick([]string{"scripts/notify.sh", "tools/release.py", "ops/rotate-certs.sh", ".env.ci"})
	text := fmt.Sprintf("commit %s\nAuthor: %s <%s@acme.io>\nDate:   %s\n\n    remove hardcoded token from %s (it was rotated)\n\ndiff --git a/%s b/%s\n@@ -3,3 +3,3 @@\n-TOKEN=\"%s\"\n+TOKEN=\"${TOKEN:?set TOKEN}\"", hbuHex(40), hbuName(), strings.ToLower(hbuName()), hbuDate(), file, file, file, tok)
	return hbuS("leaked-token", "diff", text, []string{tok}, file)
}

func hbuCIDockerBuildArg() Sample {
	tok := pick([]string{hbuNpm(), hbuGhp(), "AKCp8" + rnd(alnum, 68)})
	text := fmt.Sprintf("#7 [builder 3/6] RUN --mount=type=cache,target=/root/.npm npm ci\n$ docker build --build-arg NPM_TOKEN=%s -t %s:%s .\n#1 [internal] load build definition from Dockerfile\n#1 transferring dockerfile: %dB done", tok, pick(hbuSvcs), hbuHex(7), hbuN(400, 2000))
	return hbuS("build-arg-token", "ci-log", text, []string{tok})
}

func hbuCISonar() Sample {
	tok := pick([]string{"squ_", "sqp_", "sqa_"}) + hbuHex(40)
	text := fmt.Sprintf("[INFO] --- sonar:%d.%d:sonar (default-cli) @ %s ---\n+ mvn -B sonar:sonar -Dsonar.host.url=https://sonar.acme.io -Dsonar.token=%s -Dsonar.projectKey=%s", hbuN(3, 5), hbuN(0, 11), pick(hbuSvcs), tok, pick(hbuSvcs))
	return hbuS("sonar-token", "ci-log", text, []string{tok})
}

func hbuCISnyk() Sample {
	tok := hbuUUID()
	org := hbuUUID()
	text := fmt.Sprintf("snyk test failing in the nightly. I ran it locally with\n\n    SNYK_TOKEN=%s snyk test --org=%s --severity-threshold=high\n\nand it passes, so it's the runner image", tok, org)
	return hbuS("snyk-token", "chat", text, []string{tok}, org)
}
