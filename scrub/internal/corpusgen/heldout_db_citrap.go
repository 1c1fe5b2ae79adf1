package main

import "fmt"

// CI and deploy pipeline traps: references, masked logs, ids and placeholders.

func hdbCITraps() []func() Sample {
	return []func() Sample{
		func() Sample {
			text := fmt.Sprintf(`permissions:
  id-token: write
  contents: read

jobs:
  apply:
    runs-on: ubuntu-latest
    env:
      TF_VAR_db_password: ${{ secrets.DB_PASSWORD }}
      DATADOG_API_KEY: ${{ secrets.DATADOG_API_KEY }}
    steps:
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::%s:role/%s
          aws-region: %s`, hdbAcct(), hdbOf("github-actions-deploy", "gha-terraform", "ci-apply"), hdbRegion())
			return hdbT("trap-secret-reference", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`Running with gitlab-runner 17.%d.%d (%s)
  on %s-shared-%d %s, system ID: s_%s
Preparing environment
Getting source from Git repository
Checking out %s as detached HEAD (ref is main)...
$ echo "Deploying with token $DEPLOY_TOKEN"
Deploying with token [MASKED]
$ terraform apply -auto-approve plan.tfplan
Apply complete! Resources: %d added, %d changed, 0 destroyed.
Job succeeded`, rng.IntN(10), rng.IntN(3), hdbHex(8), hdbOrg(), rng.IntN(9), rnd(alnum, 8), hdbHex(12), hdbHex(8), rng.IntN(5), rng.IntN(5))
			return hdbT("trap-masked-log", "log", text)
		},
		func() Sample {
			text := fmt.Sprintf(`Run aws-actions/configure-aws-credentials@v4
  with:
    aws-access-key-id: ***
    aws-secret-access-key: ***
    aws-region: %s
Run terraform plan -input=false
  env:
    TF_VAR_db_password: ***
https://github.com/%s/infra/actions/runs/%s/job/%s`, hdbRegion(), hdbOrg(), hdbNum(11), hdbNum(11))
			return hdbT("trap-masked-log", "log", text)
		},
		func() Sample {
			text := fmt.Sprintf(`| Key | Value | Protected | Masked |
|-----|-------|-----------|--------|
| AWS_ACCESS_KEY_ID | ****** | ✓ | ✓ |
| AWS_SECRET_ACCESS_KEY | ****** | ✓ | ✓ |
| TF_VAR_db_password | [hidden] | ✓ | ✓ |
| TF_ROOT | envs/%s | ✗ | ✗ |
| TF_STATE_NAME | %s | ✗ | ✗ |`, hdbEnv(), hdbEnv())
			return hdbT("trap-masked", "markdown-table", text)
		},
		func() Sample {
			text := fmt.Sprintf(`stage('Deploy') {
  steps {
    withCredentials([
      usernamePassword(credentialsId: '%s-registry', usernameVariable: 'REG_USER', passwordVariable: 'REG_PASS'),
      string(credentialsId: 'tfc-api-token', variable: 'TF_TOKEN_app_terraform_io')
    ]) {
      sh 'echo "$REG_PASS" | docker login -u "$REG_USER" --password-stdin registry.%s'
      sh 'terraform -chdir=envs/%s apply -auto-approve'
    }
  }
}`, hdbOrg(), hdbDomain(), hdbEnv())
			return hdbT("trap-secret-reference", "groovy", text)
		},
		func() Sample {
			text := fmt.Sprintf(`#%d [%d/%d] RUN terraform init -backend=false
#%d DONE %d.%ds
#%d exporting layers
#%d writing image sha256:%s done
#%d naming to registry.%s/%s/%s:%s done
#%d pushing manifest for registry.%s/%s/%s@sha256:%s`, 7, 3, 5, 7, rng.IntN(9), rng.IntN(10), 9, 9, hdbHex(64), 9, hdbDomain(), hdbOrg(), hdbApp(), hdbHex(8), 10, hdbDomain(), hdbOrg(), hdbApp(), hdbHex(64))
			return hdbT("trap-image-digest", "log", text)
		},
		func() Sample {
			text := hdbOf(
				fmt.Sprintf("%s: who rotated the deploy token? %s pipeline says `Bad credentials`. pls update DEPLOY_TOKEN in the *group* vars, not the project ones", hdbPerson(), hdbEnv()),
				fmt.Sprintf("%s: reminder — the CI secret for the %s AWS user expires on %s, I'll rotate it Monday and update the GitHub environment secret", hdbPerson(), hdbEnv(), hdbDate()),
				fmt.Sprintf("%s: o token do pipeline de %s expirou, já gerei outro e atualizei a variável protegida no GitLab", hdbPerson(), hdbEnv()),
			)
			return hdbT("trap-token-talk", "chat", text)
		},
		func() Sample {
			text := fmt.Sprintf(`# .env.example — copy to .env, never commit .env
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX
SENTRY_AUTH_TOKEN=
STRIPE_PUBLISHABLE_KEY=pk_live_%s
STRIPE_SECRET_KEY=<from-vault>
AWS_REGION=%s`, rnd(alnum, hdbN(24, 99)), hdbRegion())
			return hdbT("trap-placeholder", "env", text)
		},
		func() Sample {
			mod := hdbOf("hashicorp/aws", "hashicorp/google", "integrations/github", "hashicorp/helm")
			a, b := rng.IntN(60), rng.IntN(60)
			text := fmt.Sprintf(`chore(deps): update terraform %s to v%d.%d.%d (#%d)

Updates the requirements on %s from %d.%d.0 to %d.%d.%d.
- Release notes: https://github.com/%s/releases
- Commits: %s...%s

Signed-off-by: renovate[bot] <29139614+renovate[bot]@users.noreply.github.com>`, mod, 5, a, b, 1000+rng.IntN(9000), mod, 5, a, 5, a, b, mod, hdbSha()[:7], hdbSha()[:7])
			return hdbT("trap-commit-sha", "commit", text)
		},
		func() Sample {
			text := fmt.Sprintf(`## Secrets in CI

Nothing secret goes into `+"`.gitlab-ci.yml`"+`. The deploy job reads its credentials at runtime:

`+"```"+`
export TF_TOKEN_app_terraform_io=$(vault kv get -field=token kv/ci/%s/tfc)
export AWS_ROLE_ARN=arn:aws:iam::%s:role/gitlab-%s
`+"```"+`

Ask #platform for a Vault role if your project needs one.`, hdbEnv(), hdbAcct(), hdbEnv())
			return hdbT("trap-secret-reference", "markdown", text)
		},
		func() Sample {
			text := fmt.Sprintf(`deploy:
  stage: deploy
  id_tokens:
    VAULT_ID_TOKEN:
      aud: https://vault.%s
  secrets:
    DATABASE_PASSWORD:
      vault: %s/db/password@ops
      file: false
  script:
    - ./scripts/deploy.sh %s`, hdbDomain(), hdbEnv(), hdbEnv())
			return hdbT("trap-secret-reference", "yaml", text)
		},
		func() Sample {
			text := fmt.Sprintf(`Subject: [GitHub] Your personal access token (classic) is about to expire

Hi @%s,

Your personal access token (classic) "%s" with repo, workflow scopes will expire in 7 days (%s).

If this token is still needed, visit https://github.com/settings/tokens to generate an equivalent.

Thanks,
The GitHub Team`, hdbUser(), hdbOf("terraform-ci", "atlantis", "packer-builds", "deploy-bot"), hdbDate())
			return hdbT("trap-token-talk", "mail", text)
		},
		func() Sample {
			text := fmt.Sprintf(`deploy-bot APP  %02d:%02d
✅ *%s* v%d.%d.%d deployed to *%s*
commit %s · pipeline #%s · by @%s
trace: %s`, rng.IntN(24), rng.IntN(60), hdbApp(), 1+rng.IntN(3), rng.IntN(40), rng.IntN(10), hdbEnv(), hdbSha(), hdbNum(6), hdbUser(), hdbHex(32))
			return hdbT("trap-build-id", "chat", text)
		},
		func() Sample {
			text := fmt.Sprintf(`# CI/CD variables for %s (%s)
OAUTH_GOOGLE_CLIENT_ID=%s-%s.apps.googleusercontent.com
OAUTH_GOOGLE_CLIENT_SECRET=${GOOGLE_OAUTH_CLIENT_SECRET}
OAUTH_REDIRECT_URL=https://%s.%s/auth/callback`, hdbApp(), hdbEnv(), hdbNum(12), rnd(lower+digits, 32), hdbApp(), hdbDomain())
			return hdbT("trap-client-id", "env", text)
		},
	}
}
