/* driven by profile-rate-min.sh */
