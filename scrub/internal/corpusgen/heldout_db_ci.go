package main

import "fmt"

// CI variables and deploy pipeline files with secrets.

func hdbCISecrets() []func() Sample {
	return []func() Sample{
		func() Sample {
			id, sec, pw := hdbAKIA(), hdbAWSSecret(), hdbPw()
			text := fmt.Sprintf(`Settings → CI/CD → Variables (group %s/infra), copied before the cleanup:

| Key | Value | Protected | Masked | Environments |
|-----|-------|-----------|--------|--------------|
| AWS_ACCESS_KEY_ID | %s | ✓ | ✗ | * |
| AWS_SECRET_ACCESS_KEY | %s | ✓ | ✓ | * |
| AWS_DEFAULT_REGION | %s | ✗ | ✗ | * |
| TF_VAR_db_password | %s | ✓ | ✗ | %s |`, hdbOrg(), id, sec, hdbRegion(), pw, hdbEnv())
			if hdbCoin() {
				text = fmt.Sprintf(`Settings → CI/CD → Variables (project %s/%s):

| Key | Value | Protected | Masked |
|-----|-------|-----------|--------|
| TF_ROOT | envs/%s | ✗ | ✗ |
| TF_VAR_db_password | %s | ✓ | ✗ |
| TF_VAR_db_username | %s | ✗ | ✗ |`, hdbOrg(), hdbApp(), hdbEnv(), pw, hdbOf("app", "admin"))
				return hdbS("ci-variables", "markdown-table", text, hdbL(pw), "TF_VAR_db_username")
			}
			return hdbS("ci-variables", "markdown-table", text, hdbL(id, sec, pw), "AWS_DEFAULT_REGION")
		},
		func() Sample {
			tok := hdbTFC()
			text := fmt.Sprintf(`variables:
  TF_ROOT: ${CI_PROJECT_DIR}/envs/%s
  TF_TOKEN_app_terraform_io: "%s"
  TF_IN_AUTOMATION: "true"

plan:
  stage: plan
  image: hashicorp/terraform:1.%d
  script:
    - cd $TF_ROOT
    - terraform init -input=false
    - terraform plan -out=plan.tfplan`, hdbEnv(), tok, 6+rng.IntN(5))
			return hdbS("tfc-token", "yaml", text, hdbL(tok), "TF_ROOT")
		},
		func() Sample {
			sec, cid, tid := hdbAzSecret(), hdbUUID(), hdbUUID()
			text := fmt.Sprintf(`jobs:
  terraform:
    runs-on: ubuntu-latest
    env:
      ARM_CLIENT_ID: %s
      ARM_CLIENT_SECRET: %s
      ARM_TENANT_ID: %s
      ARM_SUBSCRIPTION_ID: %s
    steps:
      - uses: actions/checkout@v4
      - uses: hashicorp/setup-terraform@v3
      - run: terraform init && terraform apply -auto-approve`, cid, sec, tid, hdbUUID())
			return hdbS("azure-client-secret", "yaml", text, hdbL(sec), cid, tid)
		},
		func() Sample {
			sec, id := hdbAWSSecret(), hdbAKIA()
			repo := hdbOrg() + "/" + hdbOf("infra", "terraform-live", "platform-deploy")
			if hdbCoin() {
				i := rng.IntN(3)
				tok := []string{hdbCFTok(), hdbHcloud(), hdbDOTok()}[i]
				v := []string{"CLOUDFLARE_API_TOKEN", "HCLOUD_TOKEN", "DO_TOKEN"}[i]
				text := fmt.Sprintf(`$ gh secret set %s --env %s --body '%s' --repo %s
✓ Set Actions secret %s for %s`, v, hdbEnv(), tok, repo, v, repo)
				return hdbS("ci-secret", "shell", text, hdbL(tok), repo)
			}
			text := fmt.Sprintf(`$ gh secret set AWS_ACCESS_KEY_ID --body "%s" --repo %s
✓ Set Actions secret AWS_ACCESS_KEY_ID for %s
$ gh secret set AWS_SECRET_ACCESS_KEY --body "%s" --repo %s
✓ Set Actions secret AWS_SECRET_ACCESS_KEY for %s`, id, repo, repo, sec, repo, repo)
			return hdbS("aws-keypair", "shell", text, hdbL(id, sec), repo)
		},
		func() Sample {
			gl, do := hdbGLPAT(), hdbDOTok()
			pid := fmt.Sprint(1000 + rng.IntN(90000))
			text := fmt.Sprintf(`curl --request POST --header "PRIVATE-TOKEN: %s" \
  "https://gitlab.%s/api/v4/projects/%s/variables" \
  --form "key=DIGITALOCEAN_TOKEN" --form "value=%s" --form "protected=true" --form "masked=true"`, gl, hdbDomain(), pid, do)
			return hdbS("ci-variables", "shell", text, hdbL(gl, do), "projects/"+pid)
		},
		func() Sample {
			tok := hdbDocker()
			u := hdbOrg() + "bot"
			text := fmt.Sprintf(`pipeline {
  agent { label 'docker' }
  environment {
    REGISTRY_USER = '%s'
    DOCKERHUB_TOKEN = '%s'
  }
  stages {
    stage('Push') {
      steps {
        sh 'echo $DOCKERHUB_TOKEN | docker login -u $REGISTRY_USER --password-stdin'
        sh 'docker push %s/%s:${GIT_COMMIT}'
      }
    }
  }
}`, u, tok, u, hdbApp())
			return hdbS("docker-token", "groovy", text, hdbL(tok), u)
		},
		func() Sample {
			tok := hdbNpm()
			text := fmt.Sprintf(`version: 2.1
jobs:
  publish:
    docker:
      - image: cimg/node:%d.%d
    environment:
      NPM_TOKEN: %s
    steps:
      - checkout
      - run: echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > ~/.npmrc
      - run: npm publish --access restricted`, 18+2*rng.IntN(3), rng.IntN(10), tok)
			return hdbS("npm-token", "yaml", text, hdbL(tok), "registry.npmjs.org")
		},
		func() Sample {
			tok := hdbTFC()
			job := hdbNum(9)
			text := fmt.Sprintf(`Running with gitlab-runner 17.%d.%d (%s)
  on %s-runner-%d %s, system ID: s_%s
$ set -x
$ terraform init -backend-config="hostname=app.terraform.io" -backend-config="token=%s"
+ terraform init -backend-config=hostname=app.terraform.io -backend-config=token=%s
Initializing the backend...
Job #%s failed for %s`, rng.IntN(10), rng.IntN(3), hdbHex(8), hdbOrg(), rng.IntN(9), rnd(alnum, 8), hdbHex(12), tok, tok, job, hdbHex(8))
			return hdbS("tfc-token", "log", text, hdbL(tok), "Job #"+job)
		},
		func() Sample {
			pw := hdbPw()
			text := fmt.Sprintf(`name,value,secured
DEPLOY_ENV,%s,false
DATADOG_SITE,%s,false
SSH_DEPLOY_USER,%s,false
SSH_DEPLOY_PASSWORD,%s,false
ANSIBLE_VAULT_PASSWORD,,true`, hdbEnv(), hdbOf("datadoghq.eu", "datadoghq.com"), hdbUser(), pw)
			text = hdbOf("bitbucket repo vars export, half of these aren't secured 😬\n", "Repository variables (export):\n") + text
			return hdbS("ci-variables", "csv", text, hdbL(pw), "DEPLOY_ENV")
		},
		func() Sample {
			pw := hdbPw()
			grp := hdbOf("infra-prod", "deploy-vars", "terraform-shared")
			text := fmt.Sprintf(`$ az pipelines variable-group list --group-name %s -o json
[
  {
    "id": %d,
    "name": "%s",
    "variables": {
      "ARM_SUBSCRIPTION_ID": { "isSecret": false, "value": "%s" },
      "SQL_ADMIN_PASSWORD": { "isSecret": false, "value": "%s" },
      "TF_STATE_KEY": { "isSecret": true, "value": null }
    }
  }
]`, grp, 1+rng.IntN(200), grp, hdbUUID(), pw)
			return hdbS("ci-variables", "json", text, hdbL(pw), grp)
		},
		func() Sample {
			pw := hdbPw()
			reg := "registry." + hdbDomain()
			text := fmt.Sprintf(`kind: pipeline
type: docker
name: publish

steps:
  - name: docker
    image: plugins/docker
    settings:
      registry: %s
      repo: %s/%s/%s
      username: %s
      password: %s
      tags: [latest, "${DRONE_TAG}"]`, reg, reg, hdbOrg(), hdbApp(), "drone-ci", pw)
			return hdbS("registry-password", "yaml", text, hdbL(pw), reg)
		},
		func() Sample {
			hook := hdbSlackHook()
			text := fmt.Sprintf(`notify:
  stage: .post
  when: on_success
  script:
    - >
      curl -X POST -H 'Content-type: application/json'
      --data "{\"text\":\"$CI_PROJECT_NAME deployed to %s ($CI_COMMIT_SHORT_SHA)\"}"
      %s`, hdbEnv(), hook)
			return hdbS("slack-webhook", "yaml", text, hdbL(hook), "CI_COMMIT_SHORT_SHA")
		},
		func() Sample {
			hook := hdbTeamsHook()
			text := fmt.Sprintf(`- task: PowerShell@2
  displayName: Notify Teams
  inputs:
    targetType: inline
    script: |
      $body = @{ text = "Release $(Build.BuildNumber) deployed to %s" } | ConvertTo-Json
      Invoke-RestMethod -Method Post -ContentType 'application/json' -Body $body -Uri '%s'`, hdbEnv(), hook)
			return hdbS("teams-webhook", "yaml", text, hdbL(hook), "Build.BuildNumber")
		},
		func() Sample {
			hook := hdbDiscordHook()
			text := fmt.Sprintf(`      - name: Announce deploy
        if: success()
        run: |
          curl -H "Content-Type: application/json" \
            -d '{"content": "terraform apply on %s finished ✅ (${{ github.sha }})"}' \
            %s`, hdbEnv(), hook)
			return hdbS("discord-webhook", "yaml", text, hdbL(hook), "github.sha")
		},
		func() Sample {
			st := hdbSentry()
			org := hdbOrg()
			text := fmt.Sprintf(`# deploy.env — sourced by scripts/release.sh
SENTRY_ORG=%s
SENTRY_PROJECT=%s
SENTRY_AUTH_TOKEN=%s
DOCKER_USERNAME=%s
RELEASE_CHANNEL=%s`, org, hdbApp(), st, "ci-"+hdbApp(), hdbEnv())
			return hdbS("sentry-token", "env", text, hdbL(st), "SENTRY_ORG="+org)
		},
		func() Sample {
			pw := hdbPw()
			u := hdbOf("gitlab-ci-token", "ci-bot", "deployer")
			reg := "registry." + hdbDomain()
			text := fmt.Sprintf(`$ set -x
+ echo '%s'
+ docker login -u %s --password-stdin %s
WARNING! Your password will be stored unencrypted in /root/.docker/config.json.
Login Succeeded
+ docker push %s/%s:%s`, pw, u, reg, reg, hdbApp(), hdbHex(8))
			return hdbS("registry-password", "log", text, hdbL(pw), reg)
		},
	}
}
